import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormat } from '../../components/format';

const field = (name: string) => `resources.courses.fields.${name}`;

/** One label and value of the read-only course view. */
const Item = ({ label, value }: { label: string; value: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography component="div">{value === null || value === undefined || value === '' ? '–' : value}</Typography>
    </Box>
  );
};

/**
 * A course as a page to read: for trainers who see their course but may not change it, and for
 * courses that are done. Names come with the course, so it needs no other resource.
 */
export const CourseDetails = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 }} data-testid="course-details">
      <Item label={field('courseTypeId')} value={record.courseTypeName} />
      <Item label={field('venueId')} value={record.venueName} />
      <Item label={field('courseFormat')} value={record.courseFormat && translate(`course.format.${record.courseFormat}`)} />
      <Item label={field('startDate')} value={format.day(record.startDate)} />
      <Item label={field('endDate')} value={format.day(record.endDate)} />
      <Item label={field('time')} value={record.time} />
      <Item label={field('courseLanguages')} value={(record.courseLanguages ?? []).map((l: string) => translate(`course.language.${l}`)).join(', ')} />
      <Item label={field('numberOfParticipants')} value={record.numberOfParticipants} />
      <Item label={field('courseLeader')} value={record.courseLeader} />
      <Item label={field('doctorName')} value={record.doctorName} />
      <Item label={field('targetGroup')} value={record.targetGroup} />
      <Item label={field('customer')} value={record.customer} />
      <Item label={field('order')} value={record.order} />
      <Item label={field('date')} value={format.day(record.date)} />
      <Item label={field('projectNumber')} value={record.projectNumber} />
      <Item label={field('invoiceNumber')} value={record.invoiceNumber} />
      <Item label={field('expectedRevenue')} value={format.money(record.expectedRevenue)} />
      <Item label={field('organisationName')} value={record.organisationName} />
    </Box>
  );
};

export const TrainersTable = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const label = (name: string) => translate(`resources.courses.trainer_fields.${name}`);
  const trainers: RaRecord[] = record?.trainers ?? [];
  if (!trainers.length) return <Typography color="text.secondary">{translate('course.no_trainers')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{label('instructorName')}</TableCell>
          <TableCell>{label('instructorType')}</TableCell>
          <TableCell>{label('origin')}</TableCell>
          <TableCell>{label('instructorOrganisationName')}</TableCell>
          <TableCell>{label('ahaInstructorId')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {trainers.map((t) => (
          <TableRow key={t.id} data-testid="trainer-row">
            <TableCell>{t.instructorName}</TableCell>
            <TableCell>{translate(`course.trainer_type.${t.instructorType}`)}</TableCell>
            <TableCell>{translate(`course.origin.${t.origin}`)}</TableCell>
            <TableCell>{t.instructorOrganisationName ?? '–'}</TableCell>
            <TableCell>{t.ahaInstructorId ?? '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const ParticipantsTable = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  const label = (name: string) => translate(`resources.courses.participant_fields.${name}`);
  const participants: RaRecord[] = record?.participants ?? [];
  if (!participants.length) return <Typography color="text.secondary">{translate('course.no_participants')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{label('sequenceNumber')}</TableCell>
          <TableCell>{label('participantProfileId')}</TableCell>
          <TableCell>{label('orderNumber')}</TableCell>
          <TableCell>{label('grouping')}</TableCell>
          <TableCell>{label('comment')}</TableCell>
          <TableCell align="right">{label('price')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {participants.map((p) => (
          <TableRow key={p.id} data-testid="participant-row">
            <TableCell>{p.sequenceNumber}</TableCell>
            <TableCell>{[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}</TableCell>
            <TableCell>{p.orderNumber ?? '–'}</TableCell>
            <TableCell>{p.grouping ?? '–'}</TableCell>
            <TableCell>{p.comment ?? '–'}</TableCell>
            <TableCell align="right">{format.money(p.price)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
