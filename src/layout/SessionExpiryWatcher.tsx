import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../providers/authProvider';

/** At the token's expiry, goes to the login screen, which then ends the session (§4 Session). */
export const SessionExpiryWatcher = () => {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate('/login')), [navigate]);
  return null;
};
