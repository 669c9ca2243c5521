import { useState, type ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { failureNotice } from '../forms/failureText';
import { ConfirmStep } from '../forms/ConfirmStep';

interface DeleteRecordButtonProps {
  resource: string;
  record: RaRecord;
  /** What the button deletes, after "Delete: " in its accessible name. */
  name: string;
  /** Why it cannot be pressed (its tooltip then), or nothing. */
  refusal?: string;
  disabled?: boolean;
  title: string;
  content: ReactNode;
  onDeleted?: () => void;
}

/**
 * A row's delete icon: deletes the record for good after confirmation, waiting for the server;
 * a refusal stays in the dialog. The row's click does not fire.
 */
export const DeleteRecordButton = (props: DeleteRecordButtonProps) => {
  const { resource, record, name, refusal, disabled, title, content, onDeleted } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [remove, { isPending }] = useDelete();
  const label = translate('ra.action.delete');
  const confirm = () => {
    setError(undefined);
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('notification.deleted', { type: 'success' });
          onDeleted?.();
        },
        onError: (e) => setError(failureNotice(translate, 'notification.deletion', e)),
      },
    );
  };
  return (
    <>
      <Tooltip title={refusal ?? label}>
        <span>
          <IconButton
            size="small"
            aria-label={`${label}: ${name}`.trim()}
            disabled={disabled || !!refusal}
            onClick={(event) => {
              event.stopPropagation();
              setError(undefined);
              setOpen(true);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmStep
        isOpen={open}
        loading={isPending}
        title={title}
        content={content}
        error={error}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
