import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { SessionUser } from '../domain/session';

/** The home screen. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  if (!user) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('dashboard.title')} />
      <Card data-testid="card-welcome">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('dashboard.welcome.title', { name: `${user.firstName} ${user.lastName}` })}
          </Typography>
          <Typography>{translate('dashboard.welcome.text', { organisation: user.organisation.name })}</Typography>
          <Typography color="text.secondary">{translate('dashboard.welcome.features')}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
