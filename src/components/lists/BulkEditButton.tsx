import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useFormContext } from 'react-hook-form';
import {
  Form,
  useDataProvider,
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type Validator,
} from 'react-admin';
import type { BulkEditResult, BulkResult } from '../../domain/bulk';
import { bulkEditableFields, definitionOf, type Field } from '../../domain/resources';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldLabel } from '../fields/labels';
import { validatorsOf } from '../forms/fieldValidators';
import { failureNotice } from '../forms/failureText';
import { FieldInput } from '../resources/FieldInput';
import { BulkResultsDialog } from './bulkStep';
import { undoOf, type BulkUndo } from './bulkUndo';
import { useUndoOffer } from './useUndoOffer';
import { versionsOf } from './versionsOf';

const FORM_ID = 'bulkEditForm';

/** The rows an answer refused, as the results dialog lists them. */
const refusals = ({ refused }: BulkEditResult): BulkResult[] => refused.map((refusal) => ({ ...refusal, ok: false }));

/** The selection as the user saw it when he opened the dialog: what he decided on. */
interface Selection {
  ids: Identifier[];
  versions: Record<string, string>;
  names: Record<string, string>;
  /** The rows as they were: what an undo writes back. */
  rows: RaRecord[];
}

/** The rows a save left as they were, for the dialog, and the undo it offers. */
interface Outcome {
  results: BulkResult[];
  names: Record<string, string>;
  done: number;
  undo?: BulkUndo;
}

/** Whether the resource's list offers "Edit N selected": it declares bulk-editable fields. */
export const offersBulkEdit = (resource: string) => {
  const definition = definitionOf(resource);
  return !!definition && bulkEditableFields(definition).length > 0;
};

/**
 * One bulk-editable field: "change this" and its input, which is enabled, checked and sent only
 * while ticked. Unticked, its value stays as it is in every row.
 */
const FieldRow = ({
  source,
  field,
  ticked,
  onTick,
  validate,
}: {
  source: string;
  field: Field;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  validate: Validator[];
}) => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const { clearErrors } = useFormContext();
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }} data-testid={`bulk-edit-${source}`}>
      <Checkbox
        checked={ticked}
        onChange={(event) => {
          onTick(event.target.checked);
          if (!event.target.checked) clearErrors(source);
        }}
        slotProps={{
          input: {
            'aria-label': translate('lists.bulk_edit.change', { field: translate(fieldLabel(resource, source)) }),
          },
        }}
        sx={{ mt: 1 }}
      />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <FieldInput source={source} field={field} disabled={!ticked} validate={validate} />
      </Stack>
    </Stack>
  );
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
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const represent = useGetRecordRepresentation(resource);
  const { selectedIds, data = [], onSelect } = useListContext();
  const definition = definitionOf(resource);
  const fields = definition ? bulkEditableFields(definition) : [];
  const [selection, setSelection] = useState<Selection>();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // the validators read it when they run: an unticked field is neither checked nor sent
  const tickedRef = useRef(ticked);
  tickedRef.current = ticked;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  // the rows an undo refused stay selected, as those of the save did
  const undoing = useUndoOffer({
    title: 'lists.bulk_edit.title',
    summary: 'lists.bulk_edit.undo_refused',
    onUndone: (result) => onSelect(result.refused.map((refusal) => refusal.id)),
  });
  if (!fields.length) return null;

  const open = () => {
    const rows = data.filter((row) => selectedIds.includes(row.id));
    const names = Object.fromEntries(rows.map((row) => [String(row.id), String(represent(row))]));
    setSelection({ ids: [...selectedIds], versions: versionsOf(data, selectedIds), names, rows });
    setTicked(new Set());
    setError(undefined);
  };
  const close = () => setSelection(undefined);
  const tick = (source: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(source);
      else next.delete(source);
      return next;
    });
  const onlyTicked = (source: string, validators: Validator[]): Validator[] =>
    validators.map(
      (validator) => (value, values, props) =>
        tickedRef.current.has(source) ? validator(value, values, props) : undefined,
    );

  const save = async (values: Record<string, unknown>) => {
    if (!selection) return;
    // an input left empty clears the field in every row
    const changes = Object.fromEntries([...ticked].map((source) => [source, values[source] ?? null]));
    setPending(true);
    setError(undefined);
    try {
      const result = await dataProvider.editMany(resource, {
        ids: selection.ids,
        data: changes,
        versions: selection.versions,
      });
      close();
      onSelect(result.refused.map((refusal) => refusal.id));
      const undo = undoOf(resource, selection.rows, Object.keys(changes), result);
      if (result.refused.length) {
        setOutcome({ done: result.data.length, names: selection.names, undo, results: refusals(result) });
      } else offerUndo(result.data.length, selection.names, undo);
      refresh();
    } catch (failure) {
      setError(failureNotice(translate, 'notification.saving', failure));
    } finally {
      setPending(false);
    }
  };

  /** The notice "N entries saved", with "Undo" while the change can be undone. */
  const offerUndo = (saved: number, names: Record<string, string>, undo?: BulkUndo) =>
    notify('lists.bulk_edit.saved', {
      type: 'success',
      messageArgs: { smart_count: saved },
      ...undoing.offer(undo, names),
    });
  const closeOutcome = () => {
    setOutcome(undefined);
    if (outcome?.undo) offerUndo(outcome.done, outcome.names, outcome.undo);
  };

  const count = selectedIds.length;
  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={open} data-testid="bulk-edit">
        {translate('lists.bulk_edit.button', { smart_count: count })}
      </Button>
      <Dialog open={!!selection} onClose={close} aria-labelledby="bulk-edit-title" maxWidth="sm" fullWidth>
        <DialogTitle id="bulk-edit-title">
          {translate('lists.bulk_edit.title', { smart_count: selection?.ids.length ?? count })}
        </DialogTitle>
        <Form id={FORM_ID} onSubmit={save} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>{translate('lists.bulk_edit.hint')}</DialogContentText>
            {fields.map(([source, field]) => (
              <FieldRow
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
      <BulkResultsDialog
        title={translate('lists.bulk_edit.title', {
          smart_count: (outcome?.done ?? 0) + (outcome?.results.length ?? 0),
        })}
        summary={translate('lists.bulk_edit.refused', {
          smart_count: outcome?.results.length ?? 0,
          saved: translate('lists.bulk_edit.saved', { smart_count: outcome?.done ?? 0 }),
        })}
        outcome={outcome}
        onClose={closeOutcome}
      />
      {undoing.dialog}
    </>
  );
};
