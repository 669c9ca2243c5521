import { useState } from 'react';
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import VerifiedIcon from '@mui/icons-material/Verified';
import { BulkExportButton, Confirm, useListContext, usePermissions, useTranslate } from 'react-admin';
import { BULK_CERTIFICATE_ACTIONS, type BulkCertificateAction } from '../../domain/bulk';
import { holdsReach, stepOf } from '../../domain/certificates';
import type { SessionUser } from '../../domain/session';
import { BulkResultsDialog, useBulkStep } from '../../components/lists/bulkStep';
import type { CertificateScope } from '../../domain/certificateScopes';

const ICONS: Record<BulkCertificateAction, typeof CheckIcon> = { approve: CheckIcon, certify: VerifiedIcon };

/**
 * The bulk buttons of a certificate list's selection: the ITC approves or certifies the selected
 * requests (each checked by the server as one, a result per row), and every scope exports them.
 */
export const CertificateBulkButtons = ({ scope }: { scope: CertificateScope }) => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  const { selectedIds } = useListContext();
  const [asking, setAsking] = useState<BulkCertificateAction>();
  const [taken, setTaken] = useState<BulkCertificateAction>();
  const bulk = useBulkStep('instructor-certificates/bulk', (record) =>
    [record.instructorName, record.disciplineName].filter(Boolean).join(' – '),
  );
  // the ITC's own screen, with the step's feature (the server checks each row again)
  const actions =
    scope === 'itc'
      ? BULK_CERTIFICATE_ACTIONS.filter((action) => holdsReach(user, stepOf(action).who, stepOf(action).checks, 'itc'))
      : [];
  return (
    <>
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
    </>
  );
};
