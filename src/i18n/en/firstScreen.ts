import { ERRORS } from '../../domain/errors';

/** The API's error codes a sign-in can meet without a text of its own: their texts come with the first screen. */
export const FIRST_SCREEN_ERRORS = ['TOO_MANY_REQUESTS', 'BUSY', 'INTERNAL', 'TIMEOUT'] as const;

/**
 * English texts of the first screen a visitor sees (the login, and the frame of every public
 * screen: header, footer, language and theme). The entry carries these alone; the rest of the
 * catalogue comes with the app (src/providers/wholeCatalogues.ts).
 */
export const firstScreen = {
  app: {
    name: 'Certadmin',
    tagline: 'Training and certification administration',
    // the app's chunk did not arrive after the login (src/main.tsx)
    load_failed: 'The application could not be loaded. Check the connection and try again.',
    reload: 'Try again',
  },
  login: {
    title: 'Sign in',
    email: 'E-Mail',
    password: 'Password',
    show_password: 'Show password',
    hide_password: 'Hide password',
    submit: 'Sign in',
    lost_password: 'Lost your password?',
    logout: 'Log out',
    invalid_credentials: 'Invalid Credentials!',
    email_required: 'E-Mail is required',
    password_required: 'Password is required',
    session_expired: 'Your session has ended. Please sign in again.',
    logged_out: 'You are logged out.',
  },
  shell: {
    choose_language: 'Choose the language',
    toggle_theme: 'Switch between light and dark theme',
    loading: 'Loading…',
  },
  footer: {
    copyright: '© %{year} Certadmin GmbH',
    terms: 'Terms and conditions',
    privacy: 'Privacy',
    imprint: 'Imprint',
    legal_notice: 'Legal notice',
    privacy_policy: 'Privacy policy',
    support: 'Support',
    social: 'Certadmin on %{network}',
  },
  errors: Object.fromEntries(FIRST_SCREEN_ERRORS.map((code) => [code, ERRORS[code]])) as Pick<
    typeof ERRORS,
    (typeof FIRST_SCREEN_ERRORS)[number]
  >,
};
