import { AppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link } from 'react-router-dom';
import { forwardRef } from 'react';
import { pathFor } from '../domain/routes';
import { DocumentTitle } from './DocumentTitle';
import { ListSearchKeys } from './ListSearchKeys';
import { LocaleSwitcher } from './LocaleSwitcher';
import { GlobalSearch } from './search/GlobalSearch';
import { ThemeToggle } from './ThemeToggle';

const AccountMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  return (
    <MenuItem ref={ref} component={Link} to={pathFor('My_Account')} {...props}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.account')}</ListItemText>
    </MenuItem>
  );
});

/** Top bar: title, language, theme, loading indicator and the user menu. */
export const AppAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      color="primary"
      toolbar={
        <>
          <GlobalSearch />
          <LocaleSwitcher />
          <ThemeToggle />
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu>
          <AccountMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <Typography variant="h6" component="span" sx={{ display: { xs: 'none', sm: 'block' }, whiteSpace: 'nowrap' }}>
        {translate('app.name')}
      </Typography>
      {/* the screen's <Title> (react-admin), after the app's name; the tab title follows it */}
      <TitlePortal
        component="span"
        data-testid="screen-title"
        sx={{ '&:not(:empty)::before': { content: '"·"', px: 1, display: { xs: 'none', sm: 'inline' } } }}
      />
      <DocumentTitle />
      <ListSearchKeys />
    </AppBar>
  );
};
