import { useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BulkEditResult } from '../../domain/bulk';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../forms/failureText';
import { BulkResultsDialog } from './bulkStep';
import { runUndo, type BulkUndo } from './bulkUndo';
import { UndoAction } from './UndoAction';

/** The options of a notice that offer the undo of a change (none where it cannot be undone). */
export type UndoOffer = (
  change: BulkUndo | undefined,
  names: Record<string, string>,
) => { action?: ReactNode; autoHideDuration?: null };

interface Refused {
  done: number;
  results: { id: string; ok: false; code: string; message: string }[];
  names: Record<string, string>;
}

/**
 * "Undo" for the notice of a bulk change (`runUndo`), and the dialog that names the rows the undo
 * left as they were (changed by someone else since, deleted, out of reach) with their reason; when
 * none is refused a notice says how many were set back. `title` and `summary` are the dialog's
 * keys (with `smart_count`); `onUndone` hears the outcome (the form keeps the refused rows selected).
 * The component that calls it must outlive the notice: the dialog is its.
 */
export function useUndoOffer({
  title,
  summary,
  onUndone,
}: {
  title: string;
  summary: string;
  onUndone?: (result: BulkEditResult) => void;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [refused, setRefused] = useState<Refused>();

  const undo = async (change: BulkUndo, names: Record<string, string>) => {
    try {
      const result = await runUndo(dataProvider, change);
      onUndone?.(result);
      if (result.refused.length)
        setRefused({
          done: result.data.length,
          names,
          results: result.refused.map((refusal) => ({ ...refusal, ok: false })),
        });
      else notify('lists.bulk_edit.undone', { type: 'success', messageArgs: { smart_count: result.data.length } });
    } catch (failure) {
      notify(failureNotice(translate, 'notification.saving', failure), { type: 'error' });
    } finally {
      refresh();
    }
  };

  return {
    /** The notice's options that offer the undo: it stays until the user closes it or clicks elsewhere. */
    offer: ((change, names) =>
      change
        ? { action: <UndoAction onUndo={() => void undo(change, names)} />, autoHideDuration: null }
        : {}) as UndoOffer,
    dialog: (
      <BulkResultsDialog
        title={translate(title, { smart_count: (refused?.done ?? 0) + (refused?.results.length ?? 0) })}
        summary={translate(summary, {
          smart_count: refused?.results.length ?? 0,
          undone: translate('lists.bulk_edit.undone', { smart_count: refused?.done ?? 0 }),
        })}
        outcome={refused}
        onClose={() => setRefused(undefined)}
      />
    ),
  };
}
