import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import UpdateIcon from '@mui/icons-material/Update';
import { BulkExportButton, Confirm, useListContext, usePermissions, useTranslate } from 'react-admin';
import { can } from '../../domain/permissions';
import type { SessionUser } from '../../domain/session';
import { BulkResultsDialog } from '../../components/lists/bulkStep';
import { BulkMoveDialog } from './BulkMoveDialog';
import { RenewalDialog } from './RenewalDialog';
import { useInstructorBulkSteps } from './useInstructorBulkSteps';

/**
 * The bulk buttons of the instructor administration's selection: move the certificates to another
 * site, generate AHA ids for those without one, start renewal requests in a discipline (for whoever
 * files the ITC's requests; each row checked by the server as alone, a result per row), and export
 * the selected rows.
 */
export const InstructorBulkButtons = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  const { selectedIds, data = [] } = useListContext();
  const { asking, setAsking, taken, pending, take, outcome } = useInstructorBulkSteps();
  const canRenew = can(user, 'itc_instructor_certificates', 'create');
  const selected = data.filter((record) => selectedIds.includes(record.id));
  const stepButton = (step: NonNullable<typeof asking>, icon: ReactNode, label: string, testId: string) => (
    <Button size="small" startIcon={icon} disabled={pending} onClick={() => setAsking(step)} data-testid={testId}>
      {translate(label)}
    </Button>
  );
  // what a step's dialog is given: the selection, and the step to take with what it chose
  const dialogOf = (step: 'move' | 'renewal') => ({
    selected,
    pending,
    onTake: (body: Record<string, unknown>) => void take(step, body),
    onClose: () => setAsking(undefined),
  });
  return (
    <>
      {canEdit && (
        <>
          {stepButton('move', <DriveFileMoveIcon />, 'certification.instructors.move', 'bulk-move')}
          {stepButton('generate', <AutorenewIcon />, 'certification.instructors.bulk_generate_id', 'bulk-generate-id')}
        </>
      )}
      {canRenew && stepButton('renewal', <UpdateIcon />, 'certification.instructors.bulk_renewal', 'bulk-renewal')}
      <BulkExportButton />
      {asking === 'renewal' && <RenewalDialog {...dialogOf('renewal')} />}
      {asking === 'move' && <BulkMoveDialog {...dialogOf('move')} />}
      <Confirm
        isOpen={asking === 'generate'}
        loading={pending}
        title={translate('certification.instructors.bulk_generate_title', { smart_count: selectedIds.length })}
        content={translate('certification.instructors.bulk_generate_content')}
        confirm={translate('certification.instructors.bulk_generate_id')}
        onConfirm={() => take('generate', {})}
        onClose={() => setAsking(undefined)}
      />
      <BulkResultsDialog
        title={translate(`certification.instructors.bulk_${taken}_results`)}
        outcome={outcome.outcome}
        onClose={outcome.close}
      />
    </>
  );
};
