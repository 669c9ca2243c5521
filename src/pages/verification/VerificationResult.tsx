import { Alert, Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VerificationState } from '../../domain/verification';
import { useFormat } from '../../components/format';
import { failureNotice } from '../../components/forms/failureText';
import type { Verification, VerificationView } from './useVerification';

const SEVERITY: Record<VerificationState, 'success' | 'warning' | 'error' | 'info'> = {
  VALID: 'success',
  EXPIRED: 'warning',
  REVOKED: 'error',
  ERASED: 'info',
};

/** A certificate that was found: its status, and the facts the server gave as a list of terms. */
const VerifiedCertificate = ({ found }: { found: Verification }) => {
  const translate = useTranslate();
  const format = useFormat();
  // an erased holder's certificate has neither name nor expiry to show
  const rows = (
    [
      ['verification.name', found.name],
      ['verification.discipline', found.discipline],
      ['verification.valid_until', found.validUntil && format.day(found.validUntil)],
      ['verification.itc', found.itcName],
    ] as [string, string | null][]
  ).filter((row): row is [string, string] => !!row[1]);
  return (
    <Stack spacing={2} data-testid="verification-result" data-status={found.status}>
      <Alert severity={SEVERITY[found.status]} role="status">
        {translate(`verification.state_text.${found.status}`)}
      </Alert>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {translate('verification.status')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Chip size="small" color={SEVERITY[found.status]} label={translate(`verification.state.${found.status}`)} />
        </Box>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography
              component="dd"
              variant="body1"
              sx={{ m: 0, fontWeight: label === 'verification.name' ? 600 : 400 }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
};

/** What the check of the route's code came to: loading, not a code, not found, failed, or the certificate. */
export const VerificationResult = ({ raw, code, outcome }: Pick<VerificationView, 'raw' | 'code' | 'outcome'>) => {
  const translate = useTranslate();
  // `/verify` without a code (issue 25.3): only the field below, to type the code from the paper
  if (!raw) return null;
  if (!code) return <Alert severity="info">{translate('verification.invalid')}</Alert>;
  if (!outcome) return <Skeleton variant="rounded" height={160} />;
  if ('missing' in outcome)
    return (
      <Alert severity="error" data-testid="verification-missing">
        {translate('verification.not_found')}
      </Alert>
    );
  if ('error' in outcome)
    return (
      <Alert severity="error" role="alert">
        {failureNotice(translate, 'notification.loading_data', outcome.error)}
      </Alert>
    );
  return <VerifiedCertificate found={outcome.found} />;
};
