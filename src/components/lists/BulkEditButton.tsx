import { Button } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useListContext, useTranslate } from 'react-admin';
import { bulkEditableFields, definitionOf } from '../../domain/resources';
import { BulkEditDialog } from './BulkEditDialog';
import { BulkResultsDialog } from './bulkStep';
import { useBulkEdit } from './useBulkEdit';

/** Whether the resource's list offers "Edit N selected": it declares bulk-editable fields. */
export const offersBulkEdit = (resource: string) => {
  const definition = definitionOf(resource);
  return !!definition && bulkEditableFields(definition).length > 0;
};

/**
 * "Edit N selected": a dialog with the inputs of the resource's bulk-editable fields (its
 * definition's `bulkEdit`), each with the validators of the forms and a box "change this". Only
 * the ticked fields are sent; each selected row takes them unless the server refuses it (out of
 * reach, a rule, changed since the dialog opened). Then the list reloads, the refused rows stay
 * selected and a dialog names them with their reason; when none is refused a notice says how many
 * were saved. That notice offers "Undo" (`bulkUndo`): each saved row gets its values back unless
 * someone changed it since, which is named the same way.
 */
export const BulkEditButton = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const edit = useBulkEdit();
  const { outcome } = edit;
  if (!edit.fields.length) return null;

  const count = selectedIds.length;
  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={edit.open} data-testid="bulk-edit">
        {translate('lists.bulk_edit.button', { smart_count: count })}
      </Button>
      <BulkEditDialog edit={edit} count={count} />
      <BulkResultsDialog
        title={translate('lists.bulk_edit.title', {
          smart_count: (outcome?.done ?? 0) + (outcome?.results.length ?? 0),
        })}
        summary={translate('lists.bulk_edit.refused', {
          smart_count: outcome?.results.length ?? 0,
          saved: translate('lists.bulk_edit.saved', { smart_count: outcome?.done ?? 0 }),
        })}
        outcome={outcome}
        onClose={edit.closeOutcome}
      />
      {edit.undoDialog}
    </>
  );
};
