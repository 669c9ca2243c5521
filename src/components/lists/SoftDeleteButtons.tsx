import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import {
  Button,
  useDataProvider,
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { BulkResult } from '../../domain/bulk';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/http';
import { failureNotice } from '../forms/failureText';
import { ConfirmStep } from '../forms/ConfirmStep';
import { useConfirmedStep } from '../forms/useConfirmedStep';
import { BulkResultsDialog } from './bulkStep';
import { RowIconButton } from './RowIconButton';
import { versionsOf } from './versionsOf';

type Kind = 'delete' | 'restore';

/**
 * Runs a delete or restore after confirmation (§4 Soft deletion). `after` takes the result and
 * tells the user, instead of the notice "deleted" or "restored".
 */
function useConfirmedCall<T>(kind: Kind, call: () => Promise<T>, after?: (result: T) => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { open, confirm } = useConfirmedStep(
    call,
    (result) => {
      if (after) after(result);
      else notify(kind === 'delete' ? 'notification.deleted' : 'notification.restored', { type: 'success' });
      refresh();
    },
    (e) => {
      // someone else changed the row meanwhile (412): the list shows it as it is now
      if (e instanceof ApiError && e.status === 412) refresh();
      return failureNotice(translate, kind === 'delete' ? 'notification.deletion' : 'notification.restore', e);
    },
  );
  return {
    open,
    dialog: (title: string, content: string) => (
      <ConfirmStep
        {...confirm}
        title={title}
        content={content}
        confirmColor={kind === 'delete' ? 'warning' : 'primary'}
      />
    ),
  };
}

/** Delete or restore of one row, as an icon button in the action column. */
export const SoftDeleteRowButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const name = useGetRecordRepresentation(resource)(record!);
  const kind: Kind = record?.deleted ? 'restore' : 'delete';
  const { open, dialog } = useConfirmedCall(kind, () =>
    kind === 'delete'
      ? dataProvider.delete(resource, { id: record!.id, previousData: record })
      : dataProvider.restoreOne(resource, { id: record!.id, version: record!.version }),
  );
  if (!record) return null;
  const label = translate(kind === 'delete' ? 'ra.action.delete' : 'actions.restore');
  return (
    <>
      <RowIconButton
        label={label}
        name={String(name)}
        disabled={disabled}
        onClick={open}
        color={kind === 'delete' ? 'default' : 'primary'}
      >
        {kind === 'delete' ? <DeleteIcon fontSize="small" /> : <RestoreFromTrashIcon fontSize="small" />}
      </RowIconButton>
      {dialog(
        translate(kind === 'delete' ? 'confirm.delete_title' : 'confirm.restore_title', { name }),
        translate(kind === 'delete' ? 'confirm.delete_content' : 'confirm.restore_content', { name }),
      )}
    </>
  );
};

/**
 * Delete or restore of the selected rows, in one request (bulk action). Rows changed by someone
 * else since the list loaded them, or refused otherwise, are left out: they stay selected, and a
 * notice says how many changed meanwhile (a dialog names them with their reasons where other
 * refusals are among them).
 */
export const BulkSoftDeleteButton = ({ kind }: { kind: Kind }) => {
  const { selectedIds, onSelect, data = [] } = useListContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const represent = useGetRecordRepresentation(resource);
  const [outcome, setOutcome] = useState<{ results: BulkResult[]; names: Record<string, string> }>();
  const { open, dialog } = useConfirmedCall(
    kind,
    () =>
      dataProvider.setDeletedEach(resource, {
        ids: selectedIds,
        versions: versionsOf(data, selectedIds),
        deleted: kind === 'delete',
      }),
    ({ data: done, refused }) => {
      onSelect(refused.map((refusal) => refusal.id));
      if (!refused.length)
        notify(kind === 'delete' ? 'notification.deleted' : 'notification.restored', { type: 'success' });
      else if (refused.every((refusal) => refusal.code === 'CHANGED_MEANWHILE'))
        notify('conflict.skipped_rows', {
          type: 'warning',
          // it asks for a look at the rows: it stays until closed
          autoHideDuration: null,
          messageArgs: { smart_count: refused.length, total: done.length + refused.length },
        });
      else
        setOutcome({
          results: refused.map((refusal) => ({ ...refusal, ok: false })),
          names: Object.fromEntries(data.map((row) => [String(row.id), String(represent(row))])),
        });
    },
  );
  const count = selectedIds.length;
  return (
    <>
      <Button
        label={kind === 'delete' ? 'ra.action.delete' : 'actions.restore'}
        onClick={open}
        color={kind === 'delete' ? 'warning' : 'primary'}
      >
        {kind === 'delete' ? <DeleteIcon /> : <RestoreFromTrashIcon />}
      </Button>
      {dialog(
        translate(kind === 'delete' ? 'confirm.bulk_delete_title' : 'confirm.bulk_restore_title', {
          smart_count: count,
        }),
        translate(kind === 'delete' ? 'confirm.bulk_delete_content' : 'confirm.bulk_restore_content', {
          smart_count: count,
        }),
      )}
      <BulkResultsDialog
        title={translate(kind === 'delete' ? 'ra.action.delete' : 'actions.restore')}
        summary={translate('lists.bulk.left_out', { smart_count: outcome?.results.length ?? 0 })}
        outcome={outcome}
        onClose={() => setOutcome(undefined)}
      />
    </>
  );
};
