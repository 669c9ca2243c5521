import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../domain/routeTable';
import { authProvider, isLoggedIn } from '../../providers/authProvider';
import { session } from '../../providers/storage';
import { appStore } from '../../providers/store';
import { PublicLayout } from '../../layout/PublicLayout';

/** Only paths inside the app; anything else (another host, `//evil`) goes home. */
export function safeRedirect(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login') ? path : '/';
}

/** Ends the session as react-admin's logout does: on the server, in the browser, and the store but the preferences. */
const logout = () => authProvider.logout({}).then(() => appStore.reset());

type Field = 'username' | 'password';
const REQUIRED: Record<Field, string> = { username: 'login.email_required', password: 'login.password_required' };

/**
 * §2 Login: e-mail and password, lost-password link, language switcher, theme toggle and a
 * logout button. After the token ran out (auto-logged-out flag) it ends the session first.
 *
 * The first screen of every visitor, so it is built from MUI alone, without react-admin's forms:
 * `prepare` loads the app (react-admin's <Admin>, the shell, the whole catalogue) while the
 * visitor types, and the login waits for it, so no empty page stands between the two.
 */
export const LoginPage = ({ prepare }: { prepare?: () => Promise<unknown> }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [info, setInfo] = useState<string>();
  const [expired] = useState(session.autoLoggedOut);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    if (!expired) return;
    // the session is over whatever the logout's end (a failed store reset): the notice shows
    void logout()
      .catch(() => undefined)
      .then(() => {
        session.setAutoLoggedOut(false);
        setInfo('login.session_expired');
      });
  }, [expired]);

  // the app loads once the login screen stands: by the time the visitor has typed, it is there
  useEffect(() => {
    if (!prepare) return;
    const later = setTimeout(() => void prepare().catch(() => undefined), 0);
    return () => clearTimeout(later);
  }, [prepare]);

  if (!expired && isLoggedIn()) return <Navigate to="/" replace />;

  // as react-admin's forms: the messages show from the first submit on and follow the typing
  const missing = (field: Field) => (submitted && !values[field] ? translate(REQUIRED[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const empty = (['username', 'password'] as const).find((field) => !values[field]);
    if (empty) {
      inputs[empty].current?.focus();
      return;
    }
    setLoading(true);
    setError(undefined);
    setInfo(undefined);
    try {
      await authProvider.login(values);
    } catch (e) {
      setError(e instanceof Error ? e.message : translate('login.invalid_credentials'));
      setLoading(false);
      return;
    }
    // a failed load of the app shows on the app's route, not as a failed login
    await prepare?.().catch(() => undefined);
    navigate(safeRedirect(params.get('redirectPath')));
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((all) => ({ ...all, [name]: event.target.value })),
    error: !!missing(name),
    // react-admin's inputs keep the room for a message below them: the form does not jump
    helperText: missing(name) ?? ' ',
    inputRef: inputs[name],
    required: true,
    fullWidth: true,
  });

  return (
    <PublicLayout title={translate('login.title')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={1}>
          {info && <Alert severity="info">{translate(info)}</Alert>}
          {error && (
            <Alert severity="error" role="alert" data-testid="login-error">
              {error}
            </Alert>
          )}
          <TextField
            {...field('username')}
            type="email"
            label={translate('login.email')}
            autoComplete="username"
            autoFocus
          />
          <TextField
            {...field('password')}
            type={visible ? 'text' : 'password'}
            label={translate('login.password')}
            autoComplete="current-password"
            size="small"
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate(visible ? 'login.hide_password' : 'login.show_password')}
                      onClick={() => setVisible(!visible)}
                      size="small"
                    >
                      {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
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
      </Box>
      <Box
        sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Link component={RouterLink} to={pathFor('Password_Reset_Request_Public')} variant="body2">
          {translate('login.lost_password')}
        </Link>
        <Button
          size="small"
          color="secondary"
          onClick={() => logout().then(() => setInfo('login.logged_out'))}
          data-testid="login-logout"
        >
          {translate('login.logout')}
        </Button>
      </Box>
    </PublicLayout>
  );
};
