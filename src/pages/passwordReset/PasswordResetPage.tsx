import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../domain/routes';
import { passwordStrength, required, sameAs } from '../../components/forms/validators';
import { PublicLayout } from '../../layout/PublicLayout';
import { api, ApiError } from '../../providers/http';
import { RevalidateOnChange } from '../../components/forms/RevalidateOnChange';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { failureNotice } from '../../components/forms/failureText';
import { submitErrors } from '../../components/forms/submitErrors';

const validatePassword = [required(), passwordStrength()];
const validateRepeat = [required(), sameAs('password')];

type State =
  { kind: 'checking' } | { kind: 'ready'; purpose: string } | { kind: 'broken'; code: string } | { kind: 'done' };

/**
 * §2 /password-reset/reset?token=…, step two of §4 Password reset (reset-done at the end). The
 * link is checked first, so a used or expired one says so before anyone types a password. The
 * invitation of a new account uses the same screen to choose the first password.
 */
export const PasswordResetPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'checking' } : { kind: 'broken', code: 'TOKEN_MISSING' });
  const [error, setError] = useState<string>();
  // a check that failed for another reason than the token: formatted when shown (in the current language)
  const [checkFailure, setCheckFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    if (!token) return;
    let current = true;
    api<{ purpose: string }>('auth/password-reset/check', { method: 'POST', body: { token } })
      .then(({ json }) => current && setState({ kind: 'ready', purpose: json.purpose }))
      .catch((e: unknown) => {
        if (!current) return;
        if (e instanceof ApiError && (e.code === 'TOKEN_INVALID' || e.code === 'TOKEN_MISSING'))
          setState({ kind: 'broken', code: e.code });
        else setCheckFailure({ error: e });
      });
    return () => {
      current = false;
    };
  }, [token]);

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    try {
      await api('auth/password-reset/reset', {
        method: 'POST',
        body: { token, password: values.password, passwordRepeat: values.passwordRepeat },
      });
      setState({ kind: 'done' });
      return undefined;
    } catch (e) {
      if (e instanceof ApiError && (e.code === 'TOKEN_INVALID' || e.code === 'TOKEN_MISSING')) {
        setState({ kind: 'broken', code: e.code });
        return undefined;
      }
      const { fields, message } = submitErrors(e, translate);
      setError(fields ? undefined : message);
      return fields;
    }
  };

  const shown = error ?? (checkFailure && failureNotice(translate, 'notification.loading_data', checkFailure.error));
  const invite = state.kind === 'ready' && state.purpose === 'invite';
  const toLogin = (
    <Link component={RouterLink} to={pathFor('Login')} variant="body2">
      {translate('password_reset.back_to_login')}
    </Link>
  );

  return (
    <PublicLayout title={translate(invite ? 'password_reset.invite_title' : 'password_reset.reset_title')}>
      {state.kind === 'checking' && !shown && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} role="status">
          <CircularProgress size={20} />
          <Typography>{translate('password_reset.checking')}</Typography>
        </Box>
      )}
      {shown && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {shown}
        </Alert>
      )}
      {state.kind === 'broken' && (
        <Stack spacing={2}>
          <Alert severity="error" role="alert" data-testid="reset-broken">
            {translate(`errors.${state.code}`)}
          </Alert>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Button component={RouterLink} to={pathFor('Password_Reset_Request_Public')} variant="outlined">
              {translate('password_reset.request_new')}
            </Button>
            {toLogin}
          </Box>
        </Stack>
      )}
      {state.kind === 'ready' && (
        <Form onSubmit={submit} noValidate mode="onChange" reValidateMode="onChange">
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {translate('account.password.hint')}
            </Typography>
            <PasswordInput
              source="password"
              label="password_reset.password"
              validate={validatePassword}
              autoComplete="new-password"
              autoFocus
            />
            <PasswordInput
              source="passwordRepeat"
              label="password_reset.repeat"
              validate={validateRepeat}
              autoComplete="new-password"
            />
            <RevalidateOnChange source="password" target="passwordRepeat" />
            <SubmitButton label="password_reset.submit" />
          </Stack>
        </Form>
      )}
      {state.kind === 'done' && (
        <Stack spacing={2}>
          <Alert severity="success" role="status" data-testid="reset-done">
            {translate('password_reset.done')}
          </Alert>
          <Button component={RouterLink} to={pathFor('Login')} variant="contained">
            {translate('login.submit')}
          </Button>
        </Stack>
      )}
      {state.kind !== 'broken' && state.kind !== 'done' && <Box sx={{ mt: 2 }}>{toLogin}</Box>}
    </PublicLayout>
  );
};
