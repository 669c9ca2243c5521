import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../../components/forms/failureText';

/** The reply being written to a ticket, and sending it: the list is read again, a failure shown beside the box. */
export function useTicketReply(id: Identifier) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const send = async () => {
    setSending(true);
    setError(undefined);
    try {
      await dataProvider.action('support-tickets', { id, name: 'replies', data: { comment: reply } });
      setReply('');
      notify('notification.created', { type: 'success' });
      refresh();
    } catch (e) {
      setError(failureNotice(translate, 'notification.creation', e));
    } finally {
      setSending(false);
    }
  };

  return { reply, setReply, sending, error, send };
}
