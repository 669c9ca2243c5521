import RateReviewIcon from '@mui/icons-material/RateReview';
import { useTranslate } from 'react-admin';
import { pathFor } from '../../domain/routes';
import { CardLinkButton } from './CardLinkButton';

/** From the ITC's waiting list into the review screen, at the request waiting longest (issue 14.4). */
export const ReviewStartLink = ({ id }: { id: string }) => {
  const translate = useTranslate();
  return (
    <CardLinkButton
      to={pathFor('ITC_Certificate_Review', { instructorCertificateId: id })}
      icon={<RateReviewIcon />}
      variant="contained"
      sx={{ mt: 1 }}
      data-testid="start-review"
    >
      {translate('review.start')}
    </CardLinkButton>
  );
};
