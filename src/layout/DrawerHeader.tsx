import { Avatar, Box, IconButton, Tooltip, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link } from 'react-router-dom';
import { useGetIdentity, useSidebarState, useTranslate } from 'react-admin';
import { pathFor } from '../domain/routes';

/** The drawer's header: full name and e-mail of the user, and an account icon to My account (§2 Shell). */
export const DrawerHeader = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { identity } = useGetIdentity();
  const account = (
    <Tooltip title={translate('shell.account')} placement="right">
      <IconButton
        component={Link}
        to={pathFor('My_Account')}
        aria-label={translate('shell.account')}
        size="small"
        sx={{ color: 'inherit' }}
      >
        <AccountCircleIcon />
      </IconButton>
    </Tooltip>
  );
  if (!open) return <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>{account}</Box>;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      data-testid="drawer-header"
    >
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 36, height: 36, fontSize: 15 }}>
        {identity?.fullName
          ?.split(' ')
          .map((part) => part[0])
          .join('')
          .slice(0, 2)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" noWrap>
          {identity?.fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {identity?.email as string}
        </Typography>
      </Box>
      {account}
    </Box>
  );
};
