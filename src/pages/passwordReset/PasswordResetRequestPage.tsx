import { useState } from 'react';
import { Alert, Box, Link, Typography } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RESET_TOKEN_HOURS } from '../../domain/accounts';
import { pathFor } from '../../domain/routes';
import { email, required } from '../../components/forms/validators';
import { PublicLayout } from '../../layout/PublicLayout';
import { api } from '../../providers/http';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { SendForm } from '../../components/forms/SendForm';

const validateEmail = [required(), email()];

/**
 * §2 /password-reset/request, step one of §4 Password reset (request, then email-sent). The
 * answer is the same for every address, so the screen never says whether an account exists.
 */
export const PasswordResetRequestPage = () => {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string>();

  const send = async (values: Record<string, unknown>) => {
    await api('auth/password-reset/request', { method: 'POST', body: { email: values.email } });
    setSentTo(String(values.email));
  };

  return (
    <PublicLayout title={translate('password_reset.request_title')}>
      {sentTo ? (
        <Alert severity="success" icon={<MarkEmailReadOutlinedIcon />} role="status" data-testid="reset-sent">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('password_reset.sent_title')}
          </Typography>
          {translate('password_reset.sent', { email: sentTo, hours: RESET_TOKEN_HOURS })}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('password_reset.request_text')}
          </Typography>
          <SendForm send={send} spacing={1}>
            <TextInput
              source="email"
              type="email"
              label="login.email"
              validate={validateEmail}
              autoComplete="username"
              autoFocus
            />
            <SubmitButton label="password_reset.send" />
          </SendForm>
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to={pathFor('Login')} variant="body2">
          {translate('password_reset.back_to_login')}
        </Link>
      </Box>
    </PublicLayout>
  );
};
