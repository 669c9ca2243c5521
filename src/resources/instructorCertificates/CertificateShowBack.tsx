import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { certificateListPath, type CertificateScope } from '../../domain/certificateScopes';

/** Back to the list of the scope the detail was opened in. */
export const CertificateShowBack = ({ scope }: { scope: CertificateScope }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={certificateListPath(scope)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {translate('certification.list.back')}
    </Button>
  );
};
