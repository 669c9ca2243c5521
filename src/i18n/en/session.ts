/** English texts of the session's end: the warning before it, a change kept after it. */
export const session = {
  session: {
    warning: 'Your session ends at %{time}.',
    stay: 'Stay signed in',
    change_kept: 'Your session has ended, so the change was not saved. It is kept: sign in again to send it.',
    ended_title: 'Your session has ended',
    ended_text: 'Your change has not been saved yet. Sign in again to send it: the form keeps your entries.',
    sign_in: 'Sign in',
    to_login: 'Go to the login page',
    pending_title: 'Unsaved change',
    pending_text: 'Your session had ended before this change was saved: %{what}.',
    resend: 'Send your unsaved change again',
    discard: 'Discard',
    sent: 'Your change has been saved.',
    discarded: 'The unsaved change was discarded.',
  },
};
