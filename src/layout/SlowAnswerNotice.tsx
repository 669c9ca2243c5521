import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { onSlowAnswer } from '../providers/http';

/** Several calls late at once (a list, its counts, its filters) are told once. */
const QUIET_MS = 10_000;

/** "This is taking longer than usual …" while a call goes past the §9 timeout (it goes on waiting). */
export const SlowAnswerNotice = () => {
  const notify = useNotify();
  const lastShown = useRef(0);
  useEffect(
    () =>
      onSlowAnswer(() => {
        if (Date.now() - lastShown.current < QUIET_MS) return;
        lastShown.current = Date.now();
        notify('notification.slow_answer', { type: 'info' });
      }),
    [notify],
  );
  return null;
};
