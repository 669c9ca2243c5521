import { Stack, Typography } from '@mui/material';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { passwordStrength, required, sameAs } from '../../components/forms/validators';
import { RevalidateOnChange } from '../../components/forms/RevalidateOnChange';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { PasswordResetView } from './usePasswordReset';

const validatePassword = [required(), passwordStrength()];
const validateRepeat = [required(), sameAs('password')];

/** The new password, typed twice; `submit` answers the fields' errors from the server. */
export const NewPasswordForm = ({ submit }: Pick<PasswordResetView, 'submit'>) => {
  const translate = useTranslate();
  return (
    <Form onSubmit={submit} noValidate mode="onChange" reValidateMode="onChange">
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {translate('account.password.hint')}
        </Typography>
        <PasswordInput
          source="password"
          label="password_reset.password"
          validate={validatePassword}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordInput
          source="passwordRepeat"
          label="password_reset.repeat"
          validate={validateRepeat}
          autoComplete="new-password"
        />
        <RevalidateOnChange source="password" target="passwordRepeat" />
        <SubmitButton label="password_reset.submit" />
      </Stack>
    </Form>
  );
};
