import { useEffect, useState } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { isSessionRefused, refreshSession, tokenTimes } from '../../providers/authProvider';
import { ApiError } from '../../providers/http';
import { useSessionChange } from './useSessionChange';

/** How long before the token's expiry the warning shows; a short-lived token gets half its lifetime. */
const WARNING_LEAD_MS = 5 * 60_000;

/**
 * Warns before the session ends, with "Stay signed in" for a fresh token (within the server's
 * absolute limit): the browser's "leave the page?" box is not the only warning for unsaved work.
 */
export const SessionWarning = () => {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const round = useSessionChange();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const times = tokenTimes();
  const expiresAt = times?.expiresAt;
  const issuedAt = times?.issuedAt;

  useEffect(() => {
    setOpen(false);
    if (!expiresAt || !issuedAt || isSessionRefused()) return;
    const lead = Math.min(WARNING_LEAD_MS, (expiresAt - issuedAt) / 2);
    const show = setTimeout(() => setOpen(true), Math.max(expiresAt - lead - Date.now(), 0));
    // at expiry the session ends (SessionExpiryWatcher); the warning has nothing left to offer
    const hide = setTimeout(() => setOpen(false), Math.max(expiresAt - Date.now(), 0));
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [expiresAt, issuedAt, round]);

  const stay = async () => {
    setBusy(true);
    try {
      await refreshSession();
    } catch (error) {
      // a 401 carries the server's English text: the catalogue has it in the user's language
      if (error instanceof ApiError)
        notify(`errors.${error.code}`, { type: 'error', messageArgs: { _: error.message } });
      else notify(String(error), { type: 'error' });
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Snackbar open={open && !!expiresAt} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        data-testid="session-warning"
        action={
          <Button color="inherit" size="small" variant="outlined" onClick={stay} disabled={busy}>
            {translate('session.stay')}
          </Button>
        }
      >
        {translate('session.warning', { time: format.clock(expiresAt) })}
      </Alert>
    </Snackbar>
  );
};
