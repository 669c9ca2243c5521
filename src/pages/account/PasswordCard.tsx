import { useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, useNotify, useTranslate } from 'react-admin';
import type { LoginAnswer } from '../../domain/session';
import { passwordStrength, required, sameAs } from '../../components/forms/validators';
import { replaceToken } from '../../providers/authProvider';
import { api } from '../../providers/http';
import { RevalidateOnChange } from '../../components/forms/RevalidateOnChange';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { submitErrors } from '../../components/forms/submitErrors';

const validate = {
  current: required(),
  next: [required(), passwordStrength()],
  repeat: [required(), sameAs('newPassword')],
};

/**
 * Change of the own password. The server ends every other session and answers a new token,
 * which replaces the stored one, so this session goes on.
 */
export const PasswordCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    try {
      const { json } = await api<LoginAnswer>('users/current-user/password', {
        method: 'PATCH',
        body: {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
          newPasswordRepeat: values.newPasswordRepeat,
        },
      });
      replaceToken(json);
      notify('account.password.changed', { type: 'success' });
      setRound((r) => r + 1);
      return undefined;
    } catch (e) {
      const { fields, message } = submitErrors(e, translate);
      setError(fields ? undefined : message);
      return fields;
    }
  };

  return (
    <Card component="section" aria-labelledby="account-password-title">
      <CardContent>
        <Typography id="account-password-title" variant="h6" component="h2" gutterBottom>
          {translate('account.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('account.password.hint')}
        </Typography>
        <Form key={round} onSubmit={submit} noValidate mode="onChange" reValidateMode="onChange" id="password-form">
          <Stack spacing={0.5}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <PasswordInput
              source="currentPassword"
              label="account.password.current"
              validate={validate.current}
              autoComplete="current-password"
            />
            <PasswordInput
              source="newPassword"
              label="account.password.new"
              validate={validate.next}
              autoComplete="new-password"
            />
            <PasswordInput
              source="newPasswordRepeat"
              label="account.password.repeat"
              validate={validate.repeat}
              autoComplete="new-password"
            />
            <RevalidateOnChange source="newPassword" target="newPasswordRepeat" />
            <Box>
              <SubmitButton label="account.password.submit" fullWidth={false} />
            </Box>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
