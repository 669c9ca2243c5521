import { useEffect, useState } from 'react';
import { onSessionChange } from '../../providers/authProvider';
import { pendingChange } from '../../providers/pendingChange';

/** A number that grows whenever the session or the kept change changes: re-reads them on render. */
export function useSessionChange() {
  const [round, setRound] = useState(0);
  useEffect(() => {
    const next = () => setRound((r) => r + 1);
    const stopSession = onSessionChange(next);
    const stopPending = pendingChange.subscribe(next);
    return () => {
      stopSession();
      stopPending();
    };
  }, []);
  return round;
}
