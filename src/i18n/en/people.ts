import { ACCOUNT_ERRORS } from '../../domain/accounts';

/**
 * English texts of accounts, user permissions, password reset, support, organisation comments
 * and the dashboard; `mail.*` are the e-mails the server sends.
 */
export const people = {
  errors: {
    ...ACCOUNT_ERRORS,
  },
  mail: {
    password_reset: {
      subject: 'Reset your Certadmin password',
      body: `Hello %{name},

someone – hopefully you – asked to reset the password of your Certadmin account. Open this link to choose a new one:

%{link}

The link works once and for %{hours} hour. If you did not ask for it, ignore this mail: your password stays as it is.

Your Certadmin team`,
    },
    invitation: {
      subject: 'Your Certadmin account',
      body: `Hello %{name},

%{inviter} has created a Certadmin account for you at %{organisation}. Your sign-in name is %{email}. Open this link to choose your password:

%{link}

The link works once and for %{days} days. After that, use “Lost your password?” on the sign-in page.

Your Certadmin team`,
    },
    support_request: {
      subject: 'Support request from %{organisation}',
      body: `A request arrived through the public support form.

Organisation: %{organisation}
Contact person: %{contact}
E-mail: %{email}
Language: %{language}
Reference: %{id}

%{message}`,
    },
    support_ticket: {
      subject: 'New ticket from %{organisation}',
      body: `%{author} opened a ticket for %{organisation}.

%{message}

Answer it under organisation comments: %{link}`,
    },
  },
};
