import { Alert, Box, Chip, List, ListItem, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PendingIcon from '@mui/icons-material/Pending';
import { useGetList, useTranslate } from 'react-admin';
import { today } from '../../domain/certificates';
import type { RenewalReadiness as Readiness } from '../../domain/renewal';
import { useFormat } from '../format';

type Props =
  /** A certificate row as the API answers it (its `renewal`). */
  | { record: { renewal?: Readiness | null } }
  /** Or the instructor and discipline: the readiness is read from one of his certificates in it. */
  | { instructorId: string; disciplineId: string };

/** What is met (✓) or missing (!) in a line each. */
const Line = ({ met, text }: { met: boolean; text: string }) => (
  <ListItem disableGutters dense data-met={met}>
    <ListItemIcon sx={{ minWidth: 32 }}>
      {met ? <CheckCircleIcon color="success" fontSize="small" /> : <PendingIcon color="warning" fontSize="small" />}
    </ListItemIcon>
    <ListItemText primary={text} />
  </ListItem>
);

/** Whether the instructor is ready for renewal in the discipline, and what is missing (the discipline's rule). */
export const RenewalReadinessView = ({ readiness }: { readiness: Readiness }) => {
  const translate = useTranslate();
  const { day } = useFormat();
  if (!readiness.periodEnd) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="renewal-readiness" data-ready="false">
        {translate('renewal.no_certificate')}
      </Typography>
    );
  }
  return (
    <Box data-testid="renewal-readiness" data-ready={readiness.ready}>
      <Chip
        size="small"
        color={readiness.ready ? 'success' : 'warning'}
        label={translate(readiness.ready ? 'renewal.ready' : 'renewal.not_ready')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('renewal.period', { start: day(readiness.periodStart), end: day(readiness.periodEnd) })}
      </Typography>
      <List dense disablePadding>
        {readiness.dueFrom && (
          <Line
            met={readiness.dueFrom <= today()}
            text={translate('renewal.due_from', { day: day(readiness.dueFrom) })}
          />
        )}
        <Line
          met={readiness.coursesDone >= readiness.coursesRequired}
          text={
            readiness.coursesRequired
              ? translate('renewal.courses', { done: readiness.coursesDone, required: readiness.coursesRequired })
              : translate('renewal.no_courses_required')
          }
        />
        {readiness.monitoringRequired && (
          <Line
            met={readiness.monitoringDone}
            text={translate(readiness.monitoringDone ? 'renewal.monitoring_done' : 'renewal.monitoring_missing')}
          />
        )}
      </List>
    </Box>
  );
};

const NO_CERTIFICATE: Readiness = {
  ready: false,
  coursesRequired: 0,
  coursesDone: 0,
  monitoringRequired: false,
  monitoringDone: false,
  periodStart: null,
  periodEnd: null,
  dueFrom: null,
};

/** Reads the readiness from the newest certificate of the instructor in the discipline. */
const ByIds = ({ instructorId, disciplineId }: { instructorId: string; disciplineId: string }) => {
  const { data, isPending, error } = useGetList('instructor-certificates', {
    filter: { instructorId, disciplineId },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const translate = useTranslate();
  if (isPending) return <Skeleton variant="rectangular" height={72} />;
  if (error) return <Alert severity="warning">{translate('ra.notification.http_error')}</Alert>;
  const readiness = data?.[0]?.renewal as Readiness | undefined;
  return <RenewalReadinessView readiness={readiness ?? NO_CERTIFICATE} />;
};

/**
 * Renewal readiness of an instructor in a discipline (issue 14.1), for the certificate detail, the
 * ITC's review of a recertification request and the instructor: `<RenewalReadiness record={certificate} />`
 * or `<RenewalReadiness instructorId={…} disciplineId={…} />`.
 */
export const RenewalReadiness = (props: Props) => {
  if ('record' in props) return props.record.renewal ? <RenewalReadinessView readiness={props.record.renewal} /> : null;
  return <ByIds instructorId={props.instructorId} disciplineId={props.disciplineId} />;
};
