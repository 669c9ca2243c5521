import { useState } from 'react';
import {
  useDataProvider,
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { BulkEditResult, BulkResult } from '../../domain/bulk';
import { bulkEditableFields, definitionOf } from '../../domain/resources';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../forms/failureText';
import { undoOf, type BulkUndo } from './bulkUndo';
import { useTickedFields } from './useTickedFields';
import { useUndoOffer } from './useUndoOffer';
import { versionsOf } from './versionsOf';

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

/**
 * "Edit N selected" of the list in context: the resource's bulk-editable fields, the ticked ones,
 * and the save of those to every selected row with the versions the list showed. The refused rows
 * stay selected (`outcome` names them); otherwise a notice says how many were saved and offers
 * "Undo" (`bulkUndo`).
 */
export function useBulkEdit() {
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
  const { ticked, tick, onlyTicked, untickAll } = useTickedFields();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  // the rows an undo refused stay selected, as those of the save did
  const undoing = useUndoOffer({
    title: 'lists.bulk_edit.title',
    summary: 'lists.bulk_edit.undo_refused',
    onUndone: (result) => onSelect(result.refused.map((refusal) => refusal.id)),
  });

  const open = () => {
    const rows = data.filter((row) => selectedIds.includes(row.id));
    const names = Object.fromEntries(rows.map((row) => [String(row.id), String(represent(row))]));
    setSelection({ ids: [...selectedIds], versions: versionsOf(data, selectedIds), names, rows });
    untickAll();
    setError(undefined);
  };
  const close = () => setSelection(undefined);

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

  return {
    fields,
    selection,
    ticked,
    pending,
    error,
    outcome,
    undoDialog: undoing.dialog,
    open,
    close,
    tick,
    onlyTicked,
    save,
    closeOutcome,
  };
}

/** The bulk edit of the list in context, as useBulkEdit gives it. */
export type BulkEdit = ReturnType<typeof useBulkEdit>;
