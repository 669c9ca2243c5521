import { useState, type Dispatch, type SetStateAction } from 'react';
import { useDataProvider, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { failureNotice } from '../../forms/failureText';
import { undoOfRows } from '../bulkUndo';
import type { UndoOffer } from '../useUndoOffer';
import { afterSave, namesOf, previousOf, rowsToSave, type Drafts } from './drafts';

/**
 * "Save N rows": each changed row with its own values and version in one request; the rows refused
 * stay in the drafts with their reason. The notice of the save offers its undo. `pending` while the
 * request runs.
 */
export function useGridSave({
  drafts,
  setDrafts,
  offerUndo,
}: {
  drafts: Drafts;
  setDrafts: Dispatch<SetStateAction<Drafts>>;
  offerUndo?: UndoOffer;
}) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [pending, setPending] = useState(false);

  const save = async () => {
    setPending(true);
    try {
      const result = await dataProvider.editRows(resource, { rows: rowsToSave(drafts) });
      setDrafts((current) => afterSave(current, result.data, result.refused));
      // the rows as they were before this save: what its undo writes back
      const undo = offerUndo?.(undoOfRows(resource, previousOf(drafts), result), namesOf(drafts)) ?? {};
      if (result.refused.length) {
        notify('lists.grid.not_saved', {
          type: 'warning',
          messageArgs: {
            smart_count: result.refused.length,
            saved: translate('lists.bulk_edit.saved', { smart_count: result.data.length }),
          },
          ...undo,
        });
      } else
        notify('lists.bulk_edit.saved', { type: 'success', messageArgs: { smart_count: result.data.length }, ...undo });
      refresh();
    } catch (failure) {
      notify(failureNotice(translate, 'notification.saving', failure), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return { save, pending };
}
