import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import VerifiedIcon from '@mui/icons-material/Verified';
import SendIcon from '@mui/icons-material/Send';
import { BulkExportButton, Confirm, useListContext, useTranslate } from 'react-admin';
import type { BulkCertificateAction } from '../../domain/bulk';
import { BulkResultsDialog } from '../../components/lists/bulkStep';
import { BulkEditButton } from '../../components/lists/BulkEditButton';
import type { CertificateScope } from '../../domain/certificateScopes';
import { useCertificateBulkSteps } from './useCertificateBulkSteps';

const ICONS: Record<BulkCertificateAction, typeof CheckIcon> = { approve: CheckIcon, certify: VerifiedIcon };

/**
 * The bulk buttons of a certificate list's selection: "Edit N selected" for whoever edits requests
 * (`edit`), the ITC approves or certifies the selected requests (each checked by the server as
 * one, a result per row), and every scope exports them.
 */
export const CertificateBulkButtons = ({ scope, edit = false }: { scope: CertificateScope; edit?: boolean }) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const {
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
  } = useCertificateBulkSteps(scope);
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
        onConfirm={takeAsked}
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
        onConfirm={sendReminders}
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
