import { useState } from 'react';

/**
 * A step sent to the server: `take` sends it and, once it succeeded, runs `done` with its answer;
 * meanwhile `pending` holds, and a failure leaves its message (`failure`) in `error`.
 */
export function useStepCall<T>(call: () => Promise<T>, done: (result: T) => void, failure: (error: unknown) => string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const take = async () => {
    setPending(true);
    setError(undefined);
    try {
      done(await call());
    } catch (e) {
      setError(failure(e));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, take };
}
