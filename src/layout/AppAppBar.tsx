import { AppBar, LoadingIndicator, Logout, UserMenu, useTranslate } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link } from 'react-router-dom';
import { forwardRef } from 'react';
import { pathFor } from '../domain/routes';
import { LocaleSwitcher } from './LocaleSwitcher';
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
      <Typography
        variant="h6"
        component="span"
        sx={{ flex: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {translate('app.name')}
      </Typography>
    </AppBar>
  );
};
