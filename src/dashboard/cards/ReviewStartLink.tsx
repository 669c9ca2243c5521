import { Button } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathFor } from '../../domain/routes';

/** From the ITC's waiting list into the review screen, at the request waiting longest (issue 14.4). */
export const ReviewStartLink = ({ id }: { id: string }) => {
  const translate = useTranslate();
  return (
    <Button
      component={RouterLink}
      to={pathFor('ITC_Certificate_Review', { instructorCertificateId: id })}
      size="small"
      variant="contained"
      startIcon={<RateReviewIcon />}
      sx={{ mt: 1 }}
      data-testid="start-review"
    >
      {translate('review.start')}
    </Button>
  );
};
