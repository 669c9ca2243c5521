import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCertificateFieldLabel } from './useCertificateFieldLabel';

/** The invoice address of a request, and whether its paid recertification was accepted. */
export const CertificateShowInvoice = ({ address, paid }: { address: string; paid: boolean }) => {
  const translate = useTranslate();
  const field = useCertificateFieldLabel();
  return (
    <Grid size={12}>
      <Typography variant="caption" color="text.secondary" component="div">
        {field('invoiceAddress.title')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{address}</Typography>
      <Typography variant="body2" color={paid ? 'success.main' : 'text.secondary'} sx={{ mt: 0.5 }}>
        {translate(paid ? 'certification.detail.paid_accepted' : 'certification.detail.paid_not_accepted')}
      </Typography>
    </Grid>
  );
};
