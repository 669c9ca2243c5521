import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { validatorsOf } from '../forms/fieldValidators';
import { BulkEditFieldRow } from './BulkEditFieldRow';
import type { BulkEdit } from './useBulkEdit';

const FORM_ID = 'bulkEditForm';

/**
 * The dialog of "Edit N selected": the inputs of the bulk-editable fields, each with its box
 * "change this", the failure of the last save, and Save while a field is ticked.
 */
export const BulkEditDialog = ({
  edit,
  count,
}: {
  edit: BulkEdit;
  /** The rows selected now: the title's count while no selection is taken. */
  count: number;
}) => {
  const translate = useTranslate();
  const { fields, selection, ticked, pending, error, close, tick, onlyTicked, save } = edit;
  return (
    <Dialog open={!!selection} onClose={close} aria-labelledby="bulk-edit-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bulk-edit-title">
        {translate('lists.bulk_edit.title', { smart_count: selection?.ids.length ?? count })}
      </DialogTitle>
      <Form id={FORM_ID} onSubmit={save} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{translate('lists.bulk_edit.hint')}</DialogContentText>
          {fields.map(([source, field]) => (
            <BulkEditFieldRow
              key={source}
              source={source}
              field={field}
              ticked={ticked.has(source)}
              onTick={(on) => tick(source, on)}
              validate={onlyTicked(source, validatorsOf(field))}
            />
          ))}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ticked.size || pending} data-testid="bulk-edit-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
