import { useEffect, useState } from 'react';
import { isSessionRefused, onSessionChange } from '../../providers/authProvider';
import { pendingChange } from '../../providers/pendingChange';

const changeIsKept = () => isSessionRefused() || pendingChange.get() !== undefined;

/**
 * Whether a form asks before its unsaved values are left (react-admin's `warnWhenUnsavedChanges`):
 * not once the session ended and the change is kept to be sent after signing in. The app's own
 * dialog says so then, and the browser's generic "leave this page?" would only stand in the way
 * of the login page (issue 25.10).
 */
export function useLeaveWarning() {
  const [kept, setKept] = useState(changeIsKept);
  useEffect(() => {
    const next = () => setKept(changeIsKept());
    const stopSession = onSessionChange(next);
    const stopPending = pendingChange.subscribe(next);
    return () => {
      stopSession();
      stopPending();
    };
  }, []);
  return !kept;
}
