import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathFor } from '../../domain/routes';
import { BackToLoginLink } from './BackToLoginLink';

/** A link that is used, expired or incomplete: why (the error `code`), and a way to ask for a new one. */
export const ResetLinkBroken = ({ code }: { code: string }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert" data-testid="reset-broken">
        {translate(`errors.${code}`)}
      </Alert>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={pathFor('Password_Reset_Request_Public')} variant="outlined">
          {translate('password_reset.request_new')}
        </Button>
        <BackToLoginLink />
      </Box>
    </Stack>
  );
};
