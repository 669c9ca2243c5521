import { useId, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { DisabledReason } from './DisabledReason';
import { StepDialog } from './StepDialog';
import { useStepCall } from './useStepCall';

interface ActionDialogProps {
  title: ReactNode;
  /** The paper's greatest width in pixels. */
  width: number;
  /** The submit button's text (an i18n key). */
  submit: string;
  /** Why the step cannot be sent yet (an `orientation.disabled.*` key); nothing when it can. */
  blocked?: string;
  /** The step on the server. */
  run: () => Promise<unknown>;
  /** The notice of its success (an i18n key), with the key's arguments. */
  success: string;
  successArgs?: Record<string, unknown>;
  /** The message of a failed step. */
  failure: (error: unknown) => string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog that sends one step to the server and waits for it (Enter in its input sends it too):
 * on success it notifies, refreshes the page and closes; on failure it stays open with the message.
 */
export const ActionDialog = (props: ActionDialogProps) => {
  const { title, width, submit, blocked, run, success, successArgs, failure, onClose, children } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = useId();
  const { pending, error, take } = useStepCall(
    run,
    () => {
      notify(success, { type: 'success', messageArgs: successArgs });
      refresh();
      onClose();
    },
    (e) => {
      const message = failure(e);
      notify(message, { type: 'error' });
      return message;
    },
  );
  const send = async () => {
    if (!blocked && !pending) await take();
  };

  return (
    <StepDialog
      title={title}
      width={width}
      pending={pending}
      error={error}
      onClose={onClose}
      actions={
        <DisabledReason reason={pending ? 'orientation.disabled.sending' : blocked}>
          <Button type="submit" form={`${id}-form`} variant="contained" loading={pending} disabled={!!blocked}>
            {translate(submit)}
          </Button>
        </DisabledReason>
      }
    >
      <form
        id={`${id}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {children}
      </form>
    </StepDialog>
  );
};
