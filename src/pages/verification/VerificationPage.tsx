import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { groupCode } from '../../domain/verification';
import { PublicLayout } from '../../layout/PublicLayout';
import { useVerification } from './useVerification';
import { VerificationCodeForm } from './VerificationCodeForm';
import { VerificationResult } from './VerificationResult';

/**
 * The public check of a certificate (issue 14.3, `/verify/:code`, no login): the QR code on the
 * PDF leads here, and `/verify` without a code asks for the one printed on the paper. Shows name, discipline, status and expiry, and says when the certificate has
 * expired or was revoked, or that its holder's data was erased on request; another code can be typed in.
 */
export const VerificationPage = () => {
  const translate = useTranslate();
  const verification = useVerification();
  const { raw, code } = verification;
  return (
    <PublicLayout title={translate('verification.title')} width={520}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(raw ? 'verification.intro' : 'verification.enter')}
      </Typography>
      {code && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('verification.code')}: <strong>{groupCode(code)}</strong>
        </Typography>
      )}
      <VerificationResult {...verification} />
      <VerificationCodeForm {...verification} />
    </PublicLayout>
  );
};
