import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import UpdateIcon from '@mui/icons-material/Update';
import { BulkExportButton, Confirm, useListContext, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { can } from '../../domain/permissions';
import type { SessionUser } from '../../domain/session';
import { BulkResultsDialog } from '../../components/lists/bulkStep';
import { RenewalDialog } from './RenewalDialog';
import { SiteSelect, useMoveTargets } from './SiteSelect';
import { useInstructorBulkSteps } from './useInstructorBulkSteps';

/** Moving the selection's certificates: the sites of the selected instructors' ITCs to choose from. */
const BulkMoveDialog = ({
  selected,
  pending,
  onMove,
  onClose,
}: {
  selected: RaRecord[];
  pending: boolean;
  onMove: (organisationId: string) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const sites = new Set(selected.map((record) => record.organisationId));
  // all at one site: that one is no choice; rows already at the chosen site say so in the results
  const { targets, isPending } = useMoveTargets(
    [...new Set(selected.map((record) => record.organisationParentId))],
    sites.size === 1 ? [...sites][0] : undefined,
  );
  const [target, setTarget] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-move-title" slotProps={{ paper: { sx: { maxWidth: 480 } } }}>
      <DialogTitle id="bulk-move-title">
        {translate('certification.instructors.bulk_move_title', { smart_count: selected.length })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('certification.instructors.bulk_move_content')}</DialogContentText>
        <SiteSelect targets={targets} value={target} onChange={setTarget} disabled={isPending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!target || pending} onClick={() => onMove(target)}>
          {translate('certification.instructors.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

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
      {asking === 'renewal' && (
        <RenewalDialog
          selected={selected}
          pending={pending}
          onStart={(disciplineId) => void take('renewal', { disciplineId })}
          onClose={() => setAsking(undefined)}
        />
      )}
      {asking === 'move' && (
        <BulkMoveDialog
          selected={selected}
          pending={pending}
          onMove={(organisationId) => void take('move', { organisationId })}
          onClose={() => setAsking(undefined)}
        />
      )}
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
