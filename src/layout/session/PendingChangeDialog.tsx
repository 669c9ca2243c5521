import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { currentUserId, isSessionRefused } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { pendingChange, type PendingChange } from '../../providers/pendingChange';
import { useSessionChange } from './useSessionChange';
import { failureNotice } from '../../components/forms/failureText';

/**
 * A change the server refused because the session had ended, offered to its author once he is
 * signed in again: send it, or discard it. Nothing is dropped without his word.
 */
export const PendingChangeDialog = () => {
  useSessionChange();
  const change = pendingChange.get();
  const userId = currentUserId();
  if (!change || isSessionRefused() || !userId || change.userId !== userId) return null;
  return <Offer change={change} />;
};

const Offer = ({ change }: { change: PendingChange }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const what = translate(`resources.${change.resource}.name`, { smart_count: 1, _: change.resource });

  const send = async () => {
    setBusy(true);
    const call = dataProvider[change.method as keyof AppDataProvider] as (r: string, p: unknown) => Promise<unknown>;
    try {
      await call(change.resource, change.params);
      pendingChange.clear();
      notify('session.sent', { type: 'success' });
      refresh();
    } catch (error) {
      // kept: a new 401 asks for a new login again, any other refusal is shown and can be discarded
      notify(failureNotice(translate, 'notification.saving', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    pendingChange.clear();
    notify('session.discarded', { type: 'info' });
  };

  return (
    <Dialog open aria-labelledby="pending-change-title" data-testid="pending-change">
      <DialogTitle id="pending-change-title">{translate('session.pending_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('session.pending_text', { what })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={discard} disabled={busy}>
          {translate('session.discard')}
        </Button>
        <Button variant="contained" onClick={send} loading={busy} loadingPosition="start">
          {translate('session.resend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
