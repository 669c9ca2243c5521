import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RenewalReadiness } from '../../components/certification/RenewalReadiness';
import type { CertificateShowDetail } from './useCertificateShow';

/** Whether the instructor is ready for the renewal of the request's discipline. */
export const CertificateShowRenewal = ({ record }: Pick<CertificateShowDetail, 'record'>) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} data-testid="certificate-renewal">
      <CardHeader title={translate('renewal.title')} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ pt: 0 }}>
        <RenewalReadiness record={record} />
      </CardContent>
    </Card>
  );
};
