import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { PasswordInput, useNotify, useTranslate } from 'react-admin';
import type { LoginAnswer } from '../../domain/session';
import { passwordStrength, required, sameAs } from '../../components/forms/validators';
import { replaceToken } from '../../providers/authProvider';
import { api } from '../../providers/http';
import { RevalidateOnChange } from '../../components/forms/RevalidateOnChange';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { SendForm } from '../../components/forms/SendForm';
import { AccountCard } from './AccountCard';

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
  const [round, setRound] = useState(0);

  const send = async (values: Record<string, unknown>) => {
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
  };

  return (
    <AccountCard id="password" title="account.password.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('account.password.hint')}
      </Typography>
      <SendForm key={round} send={send} id="password-form">
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
      </SendForm>
    </AccountCard>
  );
};
