import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { WORK_QUEUES, type WorkQueue } from '../../domain/workQueues';
import { certificateListPath } from '../../domain/certificateScopes';

/** How many requests a queue holds: the list's total, of one row. */
const QueueLink = ({ queue }: { queue: WorkQueue }) => {
  const translate = useTranslate();
  const { total } = useGetList('instructor-certificates', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'updatedAt', order: 'ASC' },
    filter: { scope: 'its', workQueue: queue },
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Link
        component={RouterLink}
        to={certificateListPath('its', { workQueue: queue })}
        variant="body2"
        data-testid={`work-queue-${queue}`}
      >
        {translate(`work_queues.queue.${queue}`)}
      </Link>
      {total !== undefined && (
        <Chip size="small" label={total} color={total ? 'warning' : 'default'} variant="outlined" />
      )}
    </Stack>
  );
};

/**
 * A site's work queues (issue 14.4) on its certificates card: sent back, missing files, expiring
 * without a renewal request, each with its count and a link to the filtered list.
 */
export const WorkQueueLinks = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }} data-testid="work-queues">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {translate('work_queues.title')}
      </Typography>
      <Stack spacing={0.5}>
        {WORK_QUEUES.map((queue) => (
          <QueueLink key={queue} queue={queue} />
        ))}
      </Stack>
    </Box>
  );
};
