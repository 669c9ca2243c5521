import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { Form, PasswordInput, required, TextInput, useLogin, useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../domain/routes';
import { isLoggedIn } from '../../providers/authProvider';
import { session } from '../../providers/storage';
import { PublicLayout } from '../../layout/PublicLayout';

/** Only paths inside the app; anything else (another host, `//evil`) goes home. */
export function safeRedirect(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login') ? path : '/';
}

const validateEmail = [required('login.email_required')];
const validatePassword = [required('login.password_required')];

/**
 * §2 Login: e-mail and password, lost-password link, language switcher, theme toggle and a
 * logout button. After the token ran out (auto-logged-out flag) it ends the session first.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const logout = useLogout();
  const [params] = useSearchParams();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [info, setInfo] = useState<string>();
  const [expired] = useState(session.autoLoggedOut);

  useEffect(() => {
    if (!expired) return;
    void logout({}, false).then(() => {
      session.setAutoLoggedOut(false);
      setInfo('login.session_expired');
    });
  }, [expired, logout]);

  if (!expired && isLoggedIn()) return <Navigate to="/" replace />;

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    setError(undefined);
    setInfo(undefined);
    try {
      await login({ username: values.username, password: values.password }, safeRedirect(params.get('redirectPath')));
    } catch (e) {
      setError(e instanceof Error ? e.message : translate('login.invalid_credentials'));
      setLoading(false);
    }
  };

  return (
    <PublicLayout title={translate('login.title')}>
      <Form onSubmit={submit} noValidate>
        <Stack spacing={1}>
          {info && <Alert severity="info">{translate(info)}</Alert>}
          {error && (
            <Alert severity="error" role="alert" data-testid="login-error">
              {error}
            </Alert>
          )}
          <TextInput
            source="username"
            type="email"
            label="login.email"
            autoComplete="username"
            autoFocus
            validate={validateEmail}
          />
          <PasswordInput
            source="password"
            label="login.password"
            autoComplete="current-password"
            validate={validatePassword}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate('login.submit')}
          </Button>
        </Stack>
      </Form>
      <Box
        sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Link component={RouterLink} to={pathFor('Password_Reset_Request_Public')} variant="body2">
          {translate('login.lost_password')}
        </Link>
        <Button
          size="small"
          color="secondary"
          onClick={() => logout({}, false).then(() => setInfo('login.logged_out'))}
          data-testid="login-logout"
        >
          {translate('login.logout')}
        </Button>
      </Box>
    </PublicLayout>
  );
};
