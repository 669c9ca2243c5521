import { useState, type MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
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
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/http';
import { failureNotice } from '../forms/failureText';
import { ConfirmStep } from '../forms/ConfirmStep';

type Kind = 'delete' | 'restore';

/** The versions of the selected rows as the list shows them: the server refuses the selection if one changed since (412). */
export const versionsOf = (rows: readonly RaRecord[], ids: readonly Identifier[]) =>
  Object.fromEntries(
    rows.filter((row) => ids.includes(row.id) && typeof row.version === 'string').map((row) => [row.id, row.version]),
  ) as Record<string, string>;

/**
 * Runs a delete or restore after confirmation. The dialog closes on success and stays open with
 * the error on failure (§4 Soft deletion).
 */
function useConfirmedCall(kind: Kind, call: () => Promise<unknown>, after?: () => void) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const run = async () => {
    setPending(true);
    setError(undefined);
    try {
      await call();
      setOpen(false);
      notify(kind === 'delete' ? 'notification.deleted' : 'notification.restored', { type: 'success' });
      after?.();
      refresh();
    } catch (e) {
      setError(failureNotice(translate, kind === 'delete' ? 'notification.deletion' : 'notification.restore', e));
      // someone else changed the rows meanwhile (412): how many, and the list shows them as they are now
      if (e instanceof ApiError && e.status === 412) {
        if (e.body.stale) setError(translate('conflict.stale_rows', { smart_count: e.body.stale.length }));
        refresh();
      }
    } finally {
      setPending(false);
    }
  };
  return {
    open: (event?: MouseEvent) => {
      event?.stopPropagation();
      setError(undefined);
      setOpen(true);
    },
    dialog: (title: string, content: string) => (
      <ConfirmStep
        isOpen={open}
        loading={pending}
        title={title}
        content={content}
        error={error}
        confirmColor={kind === 'delete' ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setOpen(false)}
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
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={`${label}: ${String(name)}`}
            disabled={disabled}
            onClick={open}
            color={kind === 'delete' ? 'default' : 'primary'}
          >
            {kind === 'delete' ? <DeleteIcon fontSize="small" /> : <RestoreFromTrashIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      {dialog(
        translate(kind === 'delete' ? 'confirm.delete_title' : 'confirm.restore_title', { name }),
        translate(kind === 'delete' ? 'confirm.delete_content' : 'confirm.restore_content', { name }),
      )}
    </>
  );
};

/** Delete or restore of the selected rows, in one request (bulk action). */
export const BulkSoftDeleteButton = ({ kind }: { kind: Kind }) => {
  const { selectedIds, onUnselectItems, data = [] } = useListContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { open, dialog } = useConfirmedCall(
    kind,
    () =>
      kind === 'delete'
        ? dataProvider.deleteMany(resource, { ids: selectedIds, versions: versionsOf(data, selectedIds) })
        : dataProvider.restoreMany(resource, { ids: selectedIds, versions: versionsOf(data, selectedIds) }),
    onUnselectItems,
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
    </>
  );
};
