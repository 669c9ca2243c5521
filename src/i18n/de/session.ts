import type { session as english } from '../en/session';
import type { Shape } from '../shape';

/** German texts of the session's end: the warning before it, a change kept after it. */
export const session: Shape<typeof english> = {
  session: {
    warning: 'Ihre Sitzung endet um %{time} Uhr.',
    stay: 'Angemeldet bleiben',
    change_kept:
      'Ihre Sitzung ist abgelaufen, deshalb wurde die Änderung nicht gespeichert. Sie bleibt erhalten: Melden Sie sich erneut an, um sie zu senden.',
    ended_title: 'Ihre Sitzung ist abgelaufen',
    ended_text:
      'Ihre Änderung ist noch nicht gespeichert. Melden Sie sich erneut an, um sie zu senden – das Formular behält Ihre Eingaben.',
    sign_in: 'Anmelden',
    to_login: 'Zur Anmeldeseite',
    pending_title: 'Nicht gespeicherte Änderung',
    pending_text: 'Ihre Sitzung war abgelaufen, bevor diese Änderung gespeichert wurde: %{what}.',
    resend: 'Nicht gespeicherte Änderung erneut senden',
    discard: 'Verwerfen',
    sent: 'Ihre Änderung wurde gespeichert.',
    discarded: 'Die nicht gespeicherte Änderung wurde verworfen.',
  },
};
