import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathFor } from '../../domain/routes';

/** Back to the ITC's list of requests. */
export const CertificateReviewBack = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={pathFor('ITC_Instructor_Certificates')} startIcon={<ArrowBackIcon />}>
      {translate('review.back')}
    </Button>
  );
};
