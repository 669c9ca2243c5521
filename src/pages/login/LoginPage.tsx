import { Box, Button, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { pathFor } from '../../domain/routeTable';
import { isLoggedIn } from '../../providers/authProvider';
import { PublicLayout } from '../../layout/PublicLayout';
import { LoginForm } from './LoginForm';
import { useLogin } from './useLogin';

/**
 * §2 Login: e-mail and password, lost-password link, language switcher, theme toggle and a
 * logout button. After the token ran out (auto-logged-out flag) it ends the session first.
 *
 * The first screen of every visitor, so it is built from MUI alone, without react-admin's forms:
 * `prepare` loads the app (react-admin's <Admin>, the shell, the whole catalogue) while the
 * visitor types, and the login waits for it, so no empty page stands between the two.
 */
export const LoginPage = ({ prepare }: { prepare?: () => Promise<unknown> }) => {
  const translate = useTranslate();
  const login = useLogin(prepare);

  if (!login.expired && isLoggedIn()) return <Navigate to="/" replace />;

  return (
    <PublicLayout title={translate('login.title')}>
      <LoginForm login={login} />
      <Box
        sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Link component={RouterLink} to={pathFor('Password_Reset_Request_Public')} variant="body2">
          {translate('login.lost_password')}
        </Link>
        <Button size="small" color="secondary" onClick={login.logOut} data-testid="login-logout">
          {translate('login.logout')}
        </Button>
      </Box>
    </PublicLayout>
  );
};
