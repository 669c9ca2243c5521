import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../providers/authProvider';
import { PendingChangeDialog } from './session/PendingChangeDialog';
import { SessionEndedDialog } from './session/SessionEndedDialog';
import { SessionWarning } from './session/SessionWarning';

/**
 * At the token's expiry, goes to the login screen, which then ends the session (§4 Session).
 * Before it, a warning offers to stay signed in; a save refused after it is kept and sent again.
 */
export const SessionExpiryWatcher = () => {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate('/login')), [navigate]);
  return (
    <>
      <SessionWarning />
      <SessionEndedDialog />
      <PendingChangeDialog />
    </>
  );
};
