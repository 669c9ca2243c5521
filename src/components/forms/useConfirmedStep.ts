import { useState, type MouseEvent } from 'react';
import { useStepCall } from './useStepCall';

/**
 * A step taken after confirmation (<ConfirmStep>): the dialog closes on success and stays open
 * with the message of a failure. `confirm` holds the dialog's state and handlers, `open` opens it
 * (a click that opens it does not reach the row it stands in).
 */
export function useConfirmedStep<T>(
  call: () => Promise<T>,
  done: (result: T) => void,
  failure: (error: unknown) => string,
) {
  const [isOpen, setOpen] = useState(false);
  const { pending, error, setError, take } = useStepCall(
    call,
    (result) => {
      setOpen(false);
      done(result);
    },
    failure,
  );
  return {
    open: (event?: MouseEvent) => {
      event?.stopPropagation();
      setError(undefined);
      setOpen(true);
    },
    confirm: { isOpen, loading: pending, error, onConfirm: take, onClose: () => setOpen(false) },
  };
}
