import { useState } from 'react';
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import VerifiedIcon from '@mui/icons-material/Verified';
import SendIcon from '@mui/icons-material/Send';
import { BulkExportButton, Confirm, useListContext, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { BULK_CERTIFICATE_ACTIONS, type BulkCertificateAction } from '../../domain/bulk';
import { holdsReach, stepOf } from '../../domain/certificates';
import { REMINDER_SENDERS } from '../../domain/renewal';
import type { SessionUser } from '../../domain/session';
import { BulkResultsDialog, useBulkStep } from '../../components/lists/bulkStep';
import { BulkEditButton } from '../../components/lists/BulkEditButton';
import type { CertificateScope } from '../../domain/certificateScopes';

const ICONS: Record<BulkCertificateAction, typeof CheckIcon> = { approve: CheckIcon, certify: VerifiedIcon };

/**
 * The bulk buttons of a certificate list's selection: "Edit N selected" for whoever edits requests
 * (`edit`), the ITC approves or certifies the selected requests (each checked by the server as
 * one, a result per row), and every scope exports them.
 */
export const CertificateBulkButtons = ({ scope, edit = false }: { scope: CertificateScope; edit?: boolean }) => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  const { selectedIds } = useListContext();
  const [asking, setAsking] = useState<BulkCertificateAction>();
  const [taken, setTaken] = useState<BulkCertificateAction>();
  const [askingReminders, setAskingReminders] = useState(false);
  const nameOf = (record: RaRecord) => [record.instructorName, record.disciplineName].filter(Boolean).join(' – ');
  const bulk = useBulkStep('instructor-certificates/bulk', nameOf);
  const reminders = useBulkStep('instructor-certificates/send-reminders', nameOf);
  const maySendReminders = scope === 'itc' && holdsReach(user, REMINDER_SENDERS, 'update', 'itc');
  // the ITC's own screen, with the step's feature (the server checks each row again)
  const actions =
    scope === 'itc'
      ? BULK_CERTIFICATE_ACTIONS.filter((action) => holdsReach(user, stepOf(action).who, stepOf(action).checks, 'itc'))
      : [];
  return (
    <>
      {edit && <BulkEditButton />}
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="small"
            startIcon={<Icon />}
            disabled={bulk.pending}
            onClick={() => setAsking(action)}
            data-testid={`bulk-${action}`}
          >
            {translate(`certification.actions.${action}`)}
          </Button>
        );
      })}
      {maySendReminders && (
        <Button
          size="small"
          startIcon={<SendIcon />}
          disabled={reminders.pending}
          onClick={() => setAskingReminders(true)}
          data-testid="bulk-send-reminders"
        >
          {translate('renewal.reminders.send_now')}
        </Button>
      )}
      <BulkExportButton />
      <Confirm
        isOpen={!!asking}
        loading={bulk.pending}
        title={translate(`certification.bulk.${asking ?? 'approve'}_title`, { smart_count: selectedIds.length })}
        content={translate('certification.bulk.content')}
        onConfirm={async () => {
          const action = asking!;
          setAsking(undefined);
          setTaken(action);
          await bulk.run({ action });
        }}
        onClose={() => setAsking(undefined)}
      />
      <BulkResultsDialog
        title={translate(`certification.bulk.${taken ?? 'approve'}_results`)}
        outcome={bulk.outcome}
        onClose={bulk.close}
      />
      <Confirm
        isOpen={askingReminders}
        loading={reminders.pending}
        title={translate('renewal.reminders.confirm_title', { smart_count: selectedIds.length })}
        content={translate('renewal.reminders.confirm_content')}
        onConfirm={async () => {
          setAskingReminders(false);
          await reminders.run({});
        }}
        onClose={() => setAskingReminders(false)}
      />
      <BulkResultsDialog
        title={translate('renewal.reminders.results')}
        outcome={reminders.outcome}
        onClose={reminders.close}
      />
    </>
  );
};
