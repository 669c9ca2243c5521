import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathFor } from '../../domain/routes';

/** The way back to the login, under every state of the reset but its end (which has its own button). */
export const BackToLoginLink = () => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={pathFor('Login')} variant="body2">
      {translate('password_reset.back_to_login')}
    </Link>
  );
};
