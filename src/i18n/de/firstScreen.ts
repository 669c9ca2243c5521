import type { firstScreen as english } from '../en/firstScreen';
import type { Shape } from '../shape';

/** German texts of the first screen (login, the public screens' frame): a chunk of its own, loaded when German is shown. */
export const firstScreen: Shape<typeof english> = {
  app: {
    name: 'Certadmin',
    tagline: 'Verwaltung von Schulungen und Zertifizierungen',
    load_failed: 'Die Anwendung konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    reload: 'Erneut versuchen',
  },
  login: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    show_password: 'Passwort einblenden',
    hide_password: 'Passwort ausblenden',
    submit: 'Anmelden',
    lost_password: 'Passwort vergessen?',
    logout: 'Abmelden',
    invalid_credentials: 'Ungültige Anmeldedaten!',
    email_required: 'E-Mail ist erforderlich',
    password_required: 'Passwort ist erforderlich',
    session_expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    logged_out: 'Sie sind abgemeldet.',
  },
  shell: {
    choose_language: 'Sprache wählen',
    toggle_theme: 'Zwischen hellem und dunklem Design wechseln',
    loading: 'Wird geladen …',
  },
  footer: {
    copyright: '© %{year} Certadmin GmbH',
    terms: 'AGB',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    legal_notice: 'Rechtliche Hinweise',
    privacy_policy: 'Datenschutzerklärung',
    support: 'Support',
    social: 'Certadmin auf %{network}',
  },
  errors: {
    TOO_MANY_REQUESTS:
      'Zu viele Anfragen von Ihrer Adresse. Versuchen Sie es in einer Stunde erneut oder schreiben Sie uns an: support@%{host}',
    BUSY: 'Der Server ist ausgelastet; bitte versuchen Sie es noch einmal.',
    INTERNAL: 'Auf dem Server ist ein Fehler aufgetreten.',
    TIMEOUT: 'Der Server hat nicht rechtzeitig geantwortet.',
  },
};
