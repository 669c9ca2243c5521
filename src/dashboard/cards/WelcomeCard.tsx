import { Box, Button, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathFor } from '../../domain/routes';
import type { CardProps } from './types';

/** Welcome (every user): who is signed in, for which organisation, where to find things. */
export const WelcomeCard = ({ user }: CardProps) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('dashboard.welcome.title', { name: `${user.firstName} ${user.lastName}` })}
      </Typography>
      <Typography>{translate('dashboard.welcome.text', { organisation: user.organisation.name })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('dashboard.welcome.features')}
      </Typography>
      <Button component={Link} to={pathFor('My_Account')} size="small" startIcon={<AccountCircleIcon />}>
        {translate('dashboard.cards.welcome.account')}
      </Button>
    </Box>
  );
};
