import { useState } from 'react';
import { Box } from '@mui/material';
import { PasswordInput, TextInput, useGetIdentity, useNotify, usePermissions } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LIMITS } from '../../domain/validation';
import type { SessionUser } from '../../domain/session';
import { email, maxLength, required } from '../../components/forms/validators';
import { setSessionUser } from '../../providers/authProvider';
import { api } from '../../providers/http';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { SendForm } from '../../components/forms/SendForm';
import { AccountCard } from './AccountCard';
import { useLeaveWarning } from '../../components/forms/useLeaveWarning';

const validate = {
  title: maxLength(50),
  name: [required(), maxLength(LIMITS.shortText)],
  email: [required(), email(), maxLength(LIMITS.email)],
  currentPassword: [required(), maxLength(LIMITS.password)],
};

/** Whether the typed address is another one than the saved (letter case does not count, as at login). */
const changesEmail = (typed: unknown, saved: string) =>
  String(typed ?? '')
    .trim()
    .toLowerCase() !== saved.toLowerCase();

/**
 * The current password, asked only while the e-mail address differs from the saved one: the
 * server wants it for that change alone. Hidden again, it forgets what was typed and its rule.
 */
const CurrentPasswordForEmailChange = ({ savedEmail }: { savedEmail: string }) => {
  const typed = useWatch({ name: 'email' });
  if (!changesEmail(typed, savedEmail)) return null;
  return (
    <PasswordInput
      source="currentPassword"
      shouldUnregister
      label="account.fields.currentPassword"
      validate={validate.currentPassword}
      autoComplete="current-password"
      helperText="account.fields.currentPassword_hint"
    />
  );
};

type Account = Pick<SessionUser, 'title' | 'firstName' | 'lastName' | 'email'>;

/** First name, last name, e-mail and title of the logged-in user (§3 User account). */
export const AccountDetailsCard = ({ user }: { user: SessionUser }) => {
  const notify = useNotify();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { refetch: refetchPermissions } = usePermissions();
  const [savedEmail, setSavedEmail] = useState(user.email);
  const warnOnLeave = useLeaveWarning();

  const send = async (values: Record<string, unknown>) => {
    const { json } = await api<Account>('users/current-user/account', {
      method: 'PATCH',
      body: {
        title: values.title || null,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        ...(changesEmail(values.email, savedEmail) ? { currentPassword: values.currentPassword } : {}),
      },
    });
    setSavedEmail(json.email);
    setSessionUser({ ...user, ...json });
    await Promise.all([refetchIdentity(), refetchPermissions()]);
    notify('notification.updated', { type: 'success' });
  };

  return (
    <AccountCard id="details" title="account.details">
      <SendForm
        send={send}
        defaultValues={{
          title: user.title ?? '',
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
        }}
        id="account-form"
        warnWhenUnsavedChanges={warnOnLeave}
      >
        <TextInput
          source="title"
          label="account.fields.title"
          validate={validate.title}
          helperText="account.fields.title_hint"
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextInput
            source="firstName"
            label="account.fields.firstName"
            validate={validate.name}
            autoComplete="given-name"
          />
          <TextInput
            source="lastName"
            label="account.fields.lastName"
            validate={validate.name}
            autoComplete="family-name"
          />
        </Box>
        <TextInput
          source="email"
          type="email"
          label="account.fields.email"
          validate={validate.email}
          autoComplete="email"
          helperText="account.fields.email_hint"
        />
        <CurrentPasswordForEmailChange savedEmail={savedEmail} />
        <Box>
          <SubmitButton label="ra.action.save" fullWidth={false} />
        </Box>
      </SendForm>
    </AccountCard>
  );
};
