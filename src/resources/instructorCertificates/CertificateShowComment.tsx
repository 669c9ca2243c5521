import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateShowDetail } from './useCertificateShow';
import { useCertificateFieldLabel } from './useCertificateFieldLabel';

/** The ITC's comment: a warning when it declined the request back into data entry, a note otherwise. */
export const CertificateShowComment = ({
  comment,
  declined,
}: { comment: string } & Pick<CertificateShowDetail, 'declined'>) => {
  const translate = useTranslate();
  const field = useCertificateFieldLabel();
  return (
    <Alert severity={declined ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="itc-comment">
      {declined && <AlertTitle>{translate('certification.detail.declined')}</AlertTitle>}
      <Box component="span" sx={{ fontWeight: declined ? undefined : 500 }}>
        {declined ? '' : `${field('itcComment')}: `}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
        {comment}
      </Box>
    </Alert>
  );
};
