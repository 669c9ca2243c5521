import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';
import { submitErrors } from '../../components/forms/submitErrors';

type State =
  { kind: 'checking' } | { kind: 'ready'; purpose: string } | { kind: 'broken'; code: string } | { kind: 'done' };

/**
 * The token of the link, checked first (so a used or expired one says so before anyone types a
 * password), the submit of the new password, and the error to show of either.
 */
export function usePasswordReset() {
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
  return { state, submit, shown, invite };
}

export type PasswordResetView = ReturnType<typeof usePasswordReset>;
