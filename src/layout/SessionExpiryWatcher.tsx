import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../providers/authProvider';

/** A chunk of its own, loaded after the first screen: none of it shows before minutes have passed. */
const SessionUi = lazy(() => import('./session/SessionUi'));

/**
 * At the token's expiry, goes to the login screen, which then ends the session (§4 Session).
 * Before it, a warning offers to stay signed in; a save refused after it is kept and sent again.
 */
export const SessionExpiryWatcher = () => {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate('/login')), [navigate]);
  return (
    <Suspense fallback={null}>
      <SessionUi />
    </Suspense>
  );
};
