import { useState, type MouseEvent } from 'react';

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
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const onConfirm = async () => {
    setLoading(true);
    setError(undefined);
    try {
      const result = await call();
      setOpen(false);
      done(result);
    } catch (e) {
      setError(failure(e));
    } finally {
      setLoading(false);
    }
  };
  return {
    open: (event?: MouseEvent) => {
      event?.stopPropagation();
      setError(undefined);
      setOpen(true);
    },
    confirm: { isOpen, loading, error, onConfirm, onClose: () => setOpen(false) },
  };
}
