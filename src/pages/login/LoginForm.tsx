import { Alert, Box, Button, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import type { Login } from './useLogin';

/** The login's form: its notices, e-mail and password (which can be shown), and the submit button. */
export const LoginForm = ({ login }: { login: Login }) => {
  const translate = useTranslate();
  const { field, submit, visible, toggleVisible, loading, error, info } = login;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={1}>
        {info && <Alert severity="info">{translate(info)}</Alert>}
        {error && (
          <Alert severity="error" role="alert" data-testid="login-error">
            {error}
          </Alert>
        )}
        <TextField
          {...field('username')}
          type="email"
          label={translate('login.email')}
          autoComplete="username"
          autoFocus
        />
        <TextField
          {...field('password')}
          type={visible ? 'text' : 'password'}
          label={translate('login.password')}
          autoComplete="current-password"
          size="small"
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate(visible ? 'login.hide_password' : 'login.show_password')}
                    onClick={toggleVisible}
                    size="small"
                  >
                    {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={loading} loadingPosition="start">
          {translate('login.submit')}
        </Button>
      </Stack>
    </Box>
  );
};
