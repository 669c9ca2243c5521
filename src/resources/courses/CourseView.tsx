import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { hiddenFields } from '../../domain/resources';
import { courses } from '../../domain/resources/courses';
import { useFormat } from '../../components/format';
import { HeadedTable, type ColumnTitle } from '../../components/HeadedTable';
import { personName } from '../../domain/profiles';

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
 * courses that are done. Names come with the course, so it needs no other resource. A trainer from
 * another organisation gets the course without its business fields (the definition's `hidden`, as
 * the server answers it): those are left out rather than shown empty.
 */
export const CourseDetails = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  const hidden = new Set<string>(hiddenFields(courses, record));
  const items: [source: string, value: React.ReactNode][] = [
    ['courseTypeId', record.courseTypeName],
    ['venueId', record.venueName],
    ['courseFormat', record.courseFormat && translate(`course.format.${record.courseFormat}`)],
    ['startDate', format.day(record.startDate)],
    ['endDate', format.day(record.endDate)],
    ['time', record.time],
    [
      'courseLanguages',
      (record.courseLanguages ?? []).map((l: string) => translate(`course.language.${l}`)).join(', '),
    ],
    ['numberOfParticipants', record.numberOfParticipants],
    ['courseLeader', record.courseLeader],
    ['doctorName', record.doctorName],
    ['targetGroup', record.targetGroup],
    ['customer', record.customer],
    ['order', record.order],
    ['date', format.day(record.date)],
    ['projectNumber', record.projectNumber],
    ['invoiceNumber', record.invoiceNumber],
    ['expectedRevenue', format.money(record.expectedRevenue)],
    ['organisationName', record.organisationName],
  ];
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 }}
      data-testid="course-details"
    >
      {items
        .filter(([source]) => !hidden.has(source))
        .map(([source, value]) => (
          <Item key={source} label={field(source)} value={value} />
        ))}
    </Box>
  );
};

const trainerField = (name: string) => `resources.courses.trainer_fields.${name}`;
const TRAINER_TITLES = [
  'instructorName',
  'instructorType',
  'origin',
  'instructorOrganisationName',
  'ahaInstructorId',
].map(trainerField);

const participantField = (name: string) => `resources.courses.participant_fields.${name}`;
const PARTICIPANT_TITLES: ColumnTitle[] = [
  ...['sequenceNumber', 'participantProfileId', 'orderNumber', 'grouping', 'comment'].map(participantField),
  { title: participantField('price'), align: 'right' },
];

export const TrainersTable = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const trainers: RaRecord[] = record?.trainers ?? [];
  if (!trainers.length) return <Typography color="text.secondary">{translate('course.no_trainers')}</Typography>;
  return (
    <HeadedTable titles={TRAINER_TITLES}>
      {trainers.map((t) => (
        <TableRow key={t.id} data-testid="trainer-row">
          <TableCell>{t.instructorName}</TableCell>
          <TableCell>{translate(`course.trainer_type.${t.instructorType}`)}</TableCell>
          <TableCell>{translate(`course.origin.${t.origin}`)}</TableCell>
          <TableCell>{t.instructorOrganisationName ?? '–'}</TableCell>
          <TableCell>{t.ahaInstructorId ?? '–'}</TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
};

export const ParticipantsTable = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  const participants: RaRecord[] = record?.participants ?? [];
  if (!participants.length)
    return <Typography color="text.secondary">{translate('course.no_participants')}</Typography>;
  return (
    <HeadedTable titles={PARTICIPANT_TITLES}>
      {participants.map((p) => (
        <TableRow key={p.id} data-testid="participant-row">
          <TableCell>{p.sequenceNumber}</TableCell>
          <TableCell>{personName(p)}</TableCell>
          <TableCell>{p.orderNumber ?? '–'}</TableCell>
          <TableCell>{p.grouping ?? '–'}</TableCell>
          <TableCell>{p.comment ?? '–'}</TableCell>
          <TableCell align="right">{format.money(p.price)}</TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
};
