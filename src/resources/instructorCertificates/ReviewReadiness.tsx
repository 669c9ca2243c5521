import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RenewalReadiness } from '../../components/certification/RenewalReadiness';
import type { RenewalReadiness as Readiness } from '../../domain/renewal';

/** The request's renewal readiness beside its data, so the ITC sees what is missing before deciding. */
export const ReviewReadiness = ({ record }: { record: { renewal?: Readiness | null } }) => {
  const translate = useTranslate();
  if (!record.renewal) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="review-renewal">
      <CardHeader title={translate('renewal.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <RenewalReadiness record={record} />
      </CardContent>
    </Card>
  );
};
