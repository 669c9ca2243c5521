import { useState } from 'react';
import { useNotify, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import type { BulkResult } from '../../domain/bulk';
import { holdsReach } from '../../domain/certificates';
import type { CertificateScope } from '../../domain/certificateScopes';
import { REMINDER_SENDERS, type ReminderSend } from '../../domain/renewal';
import type { SessionUser } from '../../domain/session';
import { failureNotice } from '../../components/forms/failureText';
import { useApi } from '../../components/useApi';
import { api } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';

/** The reminders mailed for a certificate, and sending one now (asked first) for whoever may in `scope`. */
export function useCertificateReminders(record: RaRecord, scope: CertificateScope, onSent: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions: user } = usePermissions<SessionUser>();
  const { data: sends, error, reload } = useApi<ReminderSend[]>(`instructor-certificates/${record.id}/reminders`);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);

  const maySend = scope === 'itc' && holdsReach(user, REMINDER_SENDERS, 'update', 'itc');
  const send = async () => {
    setAsking(false);
    setSending(true);
    try {
      // a retry after a lost answer sends no second reminder
      const path = 'instructor-certificates/send-reminders';
      const { json } = await asOneAction(`${path} ${record.id}`, (idempotencyKey) =>
        api<BulkResult[]>(path, { method: 'POST', body: { ids: [record.id] }, idempotencyKey }),
      );
      const refusal = json.find((result) => !result.ok);
      if (refusal) notify(`errors.${refusal.code}`, { type: 'warning' });
      else notify('renewal.reminders.sent', { type: 'success', messageArgs: { smart_count: 1 } });
      reload();
      onSent();
    } catch (error) {
      notify(failureNotice(translate, 'notification.update', error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return { sends, error, maySend, asking, setAsking, sending, send };
}
