import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../../components/forms/failureText';
import { useStepCall } from '../../components/forms/useStepCall';

/** The reply being written to a ticket, and sending it: the list is read again, a failure shown beside the box. */
export function useTicketReply(id: Identifier) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reply, setReply] = useState('');
  const step = useStepCall(
    () => dataProvider.action('support-tickets', { id, name: 'replies', data: { comment: reply } }),
    () => {
      setReply('');
      notify('notification.created', { type: 'success' });
      refresh();
    },
    (e) => failureNotice(translate, 'notification.creation', e),
  );
  return { reply, setReply, sending: step.pending, error: step.error, send: step.take };
}
