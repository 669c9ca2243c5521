import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authProvider } from '../../providers/authProvider';
import { session } from '../../providers/storage';
import { appStore } from '../../providers/store';

/** Only paths inside the app; anything else (another host, `//evil`) goes home. */
export function safeRedirect(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login') ? path : '/';
}

/** Ends the session as react-admin's logout does: on the server, in the browser, and the store but the preferences. */
const logout = () => authProvider.logout({}).then(() => appStore.reset());

type Field = 'username' | 'password';
const REQUIRED: Record<Field, string> = { username: 'login.email_required', password: 'login.password_required' };

/**
 * The login's state: the typed values and their messages, the submit, the notices, and the end
 * of a session that ran out (auto-logged-out flag) or that the visitor ends with the logout button.
 * `prepare` loads the app while the visitor types, and the login waits for it.
 */
export function useLogin(prepare?: () => Promise<unknown>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [info, setInfo] = useState<string>();
  const [expired] = useState(session.autoLoggedOut);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    if (!expired) return;
    // the session is over whatever the logout's end (a failed store reset): the notice shows
    void logout()
      .catch(() => undefined)
      .then(() => {
        session.setAutoLoggedOut(false);
        setInfo('login.session_expired');
      });
  }, [expired]);

  // the app loads once the login screen stands: by the time the visitor has typed, it is there
  useEffect(() => {
    if (!prepare) return;
    const later = setTimeout(() => void prepare().catch(() => undefined), 0);
    return () => clearTimeout(later);
  }, [prepare]);

  // as react-admin's forms: the messages show from the first submit on and follow the typing
  const missing = (field: Field) => (submitted && !values[field] ? translate(REQUIRED[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const empty = (['username', 'password'] as const).find((field) => !values[field]);
    if (empty) {
      inputs[empty].current?.focus();
      return;
    }
    setLoading(true);
    setError(undefined);
    setInfo(undefined);
    try {
      await authProvider.login(values);
    } catch (e) {
      setError(e instanceof Error ? e.message : translate('login.invalid_credentials'));
      setLoading(false);
      return;
    }
    // a failed load of the app shows on the app's route, not as a failed login
    await prepare?.().catch(() => undefined);
    navigate(safeRedirect(params.get('redirectPath')));
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((all) => ({ ...all, [name]: event.target.value })),
    error: !!missing(name),
    // react-admin's inputs keep the room for a message below them: the form does not jump
    helperText: missing(name) ?? ' ',
    inputRef: inputs[name],
    required: true,
    fullWidth: true,
  });

  return {
    expired,
    field,
    submit,
    visible,
    toggleVisible: () => setVisible(!visible),
    loading,
    error,
    info,
    logOut: () => logout().then(() => setInfo('login.logged_out')),
  };
}

export type Login = ReturnType<typeof useLogin>;
