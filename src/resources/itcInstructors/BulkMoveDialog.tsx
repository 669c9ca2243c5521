import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StepDialog } from '../../components/forms/StepDialog';
import { SiteSelect, useMoveTargets } from './SiteSelect';
import type { SelectionStepProps } from './SelectionStepProps';

/** Moving the selection's certificates: the sites of the selected instructors' ITCs to choose from. */
export const BulkMoveDialog = ({
  selected,
  pending,
  onTake,
  onClose,
}: SelectionStepProps<{ organisationId: string }>) => {
  const translate = useTranslate();
  const sites = new Set(selected.map((record) => record.organisationId));
  // all at one site: that one is no choice; rows already at the chosen site say so in the results
  const { targets, isPending } = useMoveTargets(
    [...new Set(selected.map((record) => record.organisationParentId))],
    sites.size === 1 ? [...sites][0] : undefined,
  );
  const [target, setTarget] = useState('');
  return (
    <StepDialog
      title={translate('certification.instructors.bulk_move_title', { smart_count: selected.length })}
      width={480}
      onClose={onClose}
      actions={
        <Button variant="contained" disabled={!target || pending} onClick={() => onTake({ organisationId: target })}>
          {translate('certification.instructors.move')}
        </Button>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>{translate('certification.instructors.bulk_move_content')}</DialogContentText>
      <SiteSelect targets={targets} value={target} onChange={setTarget} disabled={isPending} />
    </StepDialog>
  );
};
