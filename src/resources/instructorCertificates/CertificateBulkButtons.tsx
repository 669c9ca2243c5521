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
  const steps = useCertificateBulkSteps(scope);
  return (
    <>
      {edit && <BulkEditButton />}
      {steps.actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="small"
            startIcon={<Icon />}
            disabled={steps.bulk.pending}
            onClick={() => steps.setAsking(action)}
            data-testid={`bulk-${action}`}
          >
            {translate(`certification.actions.${action}`)}
          </Button>
        );
      })}
      {steps.maySendReminders && (
        <Button
          size="small"
          startIcon={<SendIcon />}
          disabled={steps.reminders.pending}
          onClick={() => steps.setAskingReminders(true)}
          data-testid="bulk-send-reminders"
        >
          {translate('renewal.reminders.send_now')}
        </Button>
      )}
      <BulkExportButton />
      <Confirm
        isOpen={!!steps.asking}
        loading={steps.bulk.pending}
        title={translate(`certification.bulk.${steps.asking ?? 'approve'}_title`, { smart_count: selectedIds.length })}
        content={translate('certification.bulk.content')}
        onConfirm={steps.takeAsked}
        onClose={() => steps.setAsking(undefined)}
      />
      <BulkResultsDialog
        title={translate(`certification.bulk.${steps.taken ?? 'approve'}_results`)}
        outcome={steps.bulk.outcome}
        onClose={steps.bulk.close}
      />
      <Confirm
        isOpen={steps.askingReminders}
        loading={steps.reminders.pending}
        title={translate('renewal.reminders.confirm_title', { smart_count: selectedIds.length })}
        content={translate('renewal.reminders.confirm_content')}
        onConfirm={steps.sendReminders}
        onClose={() => steps.setAskingReminders(false)}
      />
      <BulkResultsDialog
        title={translate('renewal.reminders.results')}
        outcome={steps.reminders.outcome}
        onClose={steps.reminders.close}
      />
    </>
  );
};
