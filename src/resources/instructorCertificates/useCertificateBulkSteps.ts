import { useState } from 'react';
import { usePermissions, type RaRecord } from 'react-admin';
import { BULK_CERTIFICATE_ACTIONS, type BulkCertificateAction } from '../../domain/bulk';
import { holdsReach, stepOf } from '../../domain/certificates';
import type { CertificateScope } from '../../domain/certificateScopes';
import { REMINDER_SENDERS } from '../../domain/renewal';
import type { SessionUser } from '../../domain/session';
import { useBulkStep } from '../../components/lists/bulkStep';

const nameOf = (record: RaRecord) => [record.instructorName, record.disciplineName].filter(Boolean).join(' – ');

/**
 * The bulk steps of a certificate list's selection that the caller may take in `scope`: approve or
 * certify (the one asked for, and the one taken last, whose results are shown), and send reminders.
 */
export function useCertificateBulkSteps(scope: CertificateScope) {
  const { permissions: user } = usePermissions<SessionUser>();
  const [asking, setAsking] = useState<BulkCertificateAction>();
  const [taken, setTaken] = useState<BulkCertificateAction>();
  const [askingReminders, setAskingReminders] = useState(false);
  const bulk = useBulkStep('instructor-certificates/bulk', nameOf);
  const reminders = useBulkStep('instructor-certificates/send-reminders', nameOf);
  const maySendReminders = scope === 'itc' && holdsReach(user, REMINDER_SENDERS, 'update', 'itc');
  // the ITC's own screen, with the step's feature (the server checks each row again)
  const actions =
    scope === 'itc'
      ? BULK_CERTIFICATE_ACTIONS.filter((action) => holdsReach(user, stepOf(action).who, stepOf(action).checks, 'itc'))
      : [];

  const takeAsked = async () => {
    const action = asking!;
    setAsking(undefined);
    setTaken(action);
    await bulk.run({ action });
  };
  const sendReminders = async () => {
    setAskingReminders(false);
    await reminders.run({});
  };

  return {
    actions,
    asking,
    setAsking,
    taken,
    takeAsked,
    bulk,
    maySendReminders,
    askingReminders,
    setAskingReminders,
    sendReminders,
    reminders,
  };
}
