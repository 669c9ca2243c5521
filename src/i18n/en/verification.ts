/**
 * English texts of the certificate's public verification page, the ITC's review screen and a
 * site's work queues (issue 14.3 and 14.4).
 */
export const verification = {
  verification: {
    title: 'Certificate check',
    intro: 'The code on an instructor certificate shows here whether it is valid.',
    enter: 'Type the code printed on the certificate, e.g. ABCD-EFGH-JKMN-PQRS; case and dashes do not matter.',
    code: 'Code',
    code_label: 'Code of the certificate',
    check: 'Check',
    name: 'Name',
    discipline: 'Discipline',
    status: 'Status',
    valid_until: 'Valid until',
    itc: 'Issued by',
    state: {
      VALID: 'Valid',
      EXPIRED: 'Expired',
      REVOKED: 'Revoked',
      ERASED: 'Data erased',
    },
    state_text: {
      VALID: 'This certificate is valid.',
      EXPIRED: 'This certificate has expired.',
      REVOKED: 'This certificate was revoked by the issuer and is no longer valid.',
      ERASED: 'The holder’s personal data was erased on request, so this certificate can no longer be checked.',
    },
    not_found: 'No certificate has this code. Please check the code on the certificate.',
    invalid: 'A code has 16 letters and digits, e.g. ABCD-EFGH-JKMN-PQRS.',
  },
  review: {
    title: 'Review: %{name}',
    loading: 'Review',
    help: 'Keys: A approve · D decline (with comment) · C certify · N or J next request',
    next: 'Next request',
    no_next: 'No other request is waiting.',
    position: '%{waiting} waiting',
    back: 'Back to the list',
    files: 'Files',
    no_files: 'The request has no files.',
    preview: 'Preview of %{name}',
    no_preview: 'No preview for this file type: download it instead.',
    preview_error: 'The file could not be loaded.',
    keys_paused:
      'Keys paused: the preview has the focus. Leave it with Tab or click outside it to use A, D, C and N again.',
    start: 'Start review',
  },
  work_queues: {
    title: 'Waiting for you',
    filter: 'Work queue',
    queue: {
      SENT_BACK: 'Sent back to you',
      MISSING_FILES: 'Missing files',
      EXPIRING_UNRENEWED: 'Expiring without a renewal request',
    },
  },
};
