import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathFor } from '../../domain/routes';
import { PublicLayout } from '../../layout/PublicLayout';
import { BackToLoginLink } from './BackToLoginLink';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetLinkBroken } from './ResetLinkBroken';
import { usePasswordReset } from './usePasswordReset';

/**
 * §2 /password-reset/reset?token=…, step two of §4 Password reset (reset-done at the end). The
 * link is checked first, so a used or expired one says so before anyone types a password. The
 * invitation of a new account uses the same screen to choose the first password.
 */
export const PasswordResetPage = () => {
  const translate = useTranslate();
  const { state, submit, shown, invite } = usePasswordReset();

  return (
    <PublicLayout title={translate(invite ? 'password_reset.invite_title' : 'password_reset.reset_title')}>
      {state.kind === 'checking' && !shown && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} role="status">
          <CircularProgress size={20} />
          <Typography>{translate('password_reset.checking')}</Typography>
        </Box>
      )}
      {shown && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {shown}
        </Alert>
      )}
      {state.kind === 'broken' && <ResetLinkBroken code={state.code} />}
      {state.kind === 'ready' && <NewPasswordForm submit={submit} />}
      {state.kind === 'done' && (
        <Stack spacing={2}>
          <Alert severity="success" role="status" data-testid="reset-done">
            {translate('password_reset.done')}
          </Alert>
          <Button component={RouterLink} to={pathFor('Login')} variant="contained">
            {translate('login.submit')}
          </Button>
        </Stack>
      )}
      {state.kind !== 'broken' && state.kind !== 'done' && (
        <Box sx={{ mt: 2 }}>
          <BackToLoginLink />
        </Box>
      )}
    </PublicLayout>
  );
};
