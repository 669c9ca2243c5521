import type { ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { failureNotice } from '../forms/failureText';
import { ConfirmStep } from '../forms/ConfirmStep';
import { useConfirmedStep } from '../forms/useConfirmedStep';
import { RowIconButton } from './RowIconButton';

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
  const [remove] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const { open, confirm } = useConfirmedStep(
    () => remove(resource, { id: record.id, previousData: record }),
    () => {
      notify('notification.deleted', { type: 'success' });
      onDeleted?.();
    },
    (e) => failureNotice(translate, 'notification.deletion', e),
  );
  const label = translate('ra.action.delete');
  return (
    <>
      <RowIconButton label={label} name={name} tooltip={refusal} disabled={disabled || !!refusal} onClick={open}>
        <DeleteIcon fontSize="small" />
      </RowIconButton>
      <ConfirmStep {...confirm} title={title} content={content} confirmColor="warning" />
    </>
  );
};
