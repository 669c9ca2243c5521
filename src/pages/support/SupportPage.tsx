import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_LIMITS } from '../../domain/accounts';
import { pathFor } from '../../domain/routes';
import { email, maxLength, required } from '../../components/forms/validators';
import { PublicLayout } from '../../layout/PublicLayout';
import { isLoggedIn } from '../../providers/authProvider';
import { api } from '../../providers/http';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { SendForm } from '../../components/forms/SendForm';
import { PrivacyConsentInput } from './PrivacyConsentInput';

const validate = {
  organisationName: [required(), maxLength(SUPPORT_LIMITS.organisationName)],
  contactPerson: [required(), maxLength(SUPPORT_LIMITS.contactPerson)],
  email: [required(), email()],
  message: [required(), maxLength(SUPPORT_LIMITS.message)],
};

/** §2 /support: the public support form; stored as a ticket and mailed to support, then confirmed. */
export const SupportPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [sentTo, setSentTo] = useState<string>();

  const send = async (values: Record<string, unknown>) => {
    await api('support', { method: 'POST', body: { ...values, language: locale } });
    setSentTo(String(values.email));
  };

  const back = (
    <Link component={RouterLink} to={isLoggedIn() ? '/' : pathFor('Login')} variant="body2">
      {translate(isLoggedIn() ? 'support.back_home' : 'password_reset.back_to_login')}
    </Link>
  );

  return (
    <PublicLayout title={translate('support.title')} width={600}>
      {sentTo ? (
        <Stack spacing={2} data-testid="support-sent">
          <Alert severity="success" icon={<CheckCircleOutlineIcon />} role="status">
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate('support.sent_title')}
            </Typography>
            {translate('support.sent', { email: sentTo })}
          </Alert>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Button onClick={() => setSentTo(undefined)}>{translate('support.another')}</Button>
            {back}
          </Box>
        </Stack>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('support.intro')}
          </Typography>
          <SendForm send={send} errorTestId="support-error">
            <TextInput
              source="organisationName"
              label="support.fields.organisationName"
              validate={validate.organisationName}
              autoComplete="organization"
              autoFocus
            />
            <TextInput
              source="contactPerson"
              label="support.fields.contactPerson"
              validate={validate.contactPerson}
              autoComplete="name"
            />
            <TextInput
              source="email"
              type="email"
              label="support.fields.email"
              validate={validate.email}
              autoComplete="email"
            />
            <TextInput
              source="message"
              label="support.fields.message"
              validate={validate.message}
              multiline
              minRows={5}
            />
            <PrivacyConsentInput />
            <Box sx={{ pt: 1 }}>
              <SubmitButton label="support.send" />
            </Box>
          </SendForm>
          <Box sx={{ mt: 2 }}>{back}</Box>
        </>
      )}
    </PublicLayout>
  );
};
