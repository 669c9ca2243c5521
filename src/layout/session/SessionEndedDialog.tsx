import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { authProvider, isSessionRefused, loginPath, sessionOwner } from '../../providers/authProvider';
import { useSessionChange } from './useSessionChange';

/**
 * After the server refused a save with 401: sign in again here, over the screen, so the form keeps
 * its values; the kept change is then offered again (PendingChangeDialog). Leaving for the login
 * page keeps the change too.
 */
export const SessionEndedDialog = () => {
  useSessionChange();
  const open = isSessionRefused();
  return open ? <SignInAgain /> : null;
};

const SignInAgain = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const [email, setEmail] = useState(() => sessionOwner().email ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await authProvider.login({ username: email, password });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <Dialog open aria-labelledby="session-ended-title" data-testid="session-ended">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="session-ended-title">{translate('session.ended_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate('session.ended_text')}</DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label={translate('login.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
            <TextField
              label={translate('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => logout({}, loginPath())}>{translate('session.to_login')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!email || !password}
            loading={busy}
            loadingPosition="start"
          >
            {translate('session.sign_in')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
