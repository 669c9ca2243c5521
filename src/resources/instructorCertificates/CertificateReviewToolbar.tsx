import { Box, Button, Stack, Typography } from '@mui/material';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { useTranslate } from 'react-admin';
import { CertificateReviewBack } from './CertificateReviewBack';
import type { useWaitingQueue } from './useWaitingQueue';

type CertificateReviewToolbarProps = {
  queue: ReturnType<typeof useWaitingQueue>;
  onNext: () => void;
};

/** Back to the list, and on to the next waiting request while there is one. */
export const CertificateReviewToolbar = ({ queue, onNext }: CertificateReviewToolbarProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <CertificateReviewBack />
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" color="text.secondary">
        {queue.next ? translate('review.position', { waiting: queue.count }) : translate('review.no_next')}
      </Typography>
      <Button
        variant="outlined"
        endIcon={<SkipNextIcon />}
        onClick={onNext}
        disabled={!queue.next}
        data-testid="review-next"
      >
        {translate('review.next')}
      </Button>
    </Stack>
  );
};
