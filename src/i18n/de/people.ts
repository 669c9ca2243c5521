import type { people as english } from '../en/people';
import type { Shape } from '../shape';

/** German texts of accounts, user permissions, password reset, support, comments and the dashboard. */
export const people: Shape<typeof english> = {
  errors: {
    TOKEN_MISSING: 'Der Link enthält keinen Schlüssel. Bitte öffnen Sie den Link aus der E-Mail vollständig.',
    TOKEN_INVALID: 'Der Link ist ungültig oder abgelaufen.',
    ADMIN_ONLY: 'Nur ein Administrator darf die Rechte eines Administrators ändern.',
    NO_INSTRUCTOR_ORGANISATION: 'Bei dieser Organisation kann kein Instruktorkonto angelegt werden.',
    INSTRUCTOR_EXISTS: 'Sie haben bei dieser Organisation bereits ein Instruktorkonto.',
    HAS_REPLIES: 'Ein Ticket mit Antworten bleibt ein Ticket.',
    NOT_A_TICKET: 'Antworten gehören zu einem Ticket derselben Organisation.',
  },
  mail: {
    password_reset: {
      subject: 'Ihr Certadmin-Passwort zurücksetzen',
      body: `Guten Tag %{name},

jemand – hoffentlich Sie – hat darum gebeten, das Passwort Ihres Certadmin-Kontos zurückzusetzen. Über diesen Link vergeben Sie ein neues:

%{link}

Der Link funktioniert einmal und ist %{hours} Stunde gültig. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.

Ihr Certadmin-Team`,
    },
    invitation: {
      subject: 'Ihr Certadmin-Konto',
      body: `Guten Tag %{name},

%{inviter} hat für Sie ein Certadmin-Konto bei %{organisation} angelegt. Sie melden sich mit %{email} an. Über diesen Link legen Sie Ihr Passwort fest:

%{link}

Der Link funktioniert einmal und ist %{days} Tage gültig. Danach verwenden Sie auf der Anmeldeseite „Passwort vergessen?“.

Ihr Certadmin-Team`,
    },
    support_request: {
      subject: 'Support-Anfrage von %{organisation}',
      body: `Über das öffentliche Support-Formular ist eine Anfrage eingegangen.

Organisation: %{organisation}
Ansprechperson: %{contact}
E-Mail: %{email}
Sprache: %{language}
Referenz: %{id}

%{message}`,
    },
    support_ticket: {
      subject: 'Neues Ticket von %{organisation}',
      body: `%{author} hat für %{organisation} ein Ticket eröffnet.

%{message}

Beantworten Sie es unter Organisationskommentare: %{link}`,
    },
  },
};
