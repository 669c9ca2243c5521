/**
 * Every error code of the product with the English message the API sends (§8 and DESIGN §6). The
 * front end shows `errors.<CODE>` from its catalogue, so every language gets its own text. One
 * object literal, so a code defined twice does not compile, and the server's HttpError takes
 * only these codes.
 */
export const ERRORS = {
  // any request
  VALIDATION: 'Please check the highlighted fields.',
  BAD_REQUEST: 'The request cannot be read.',
  INVALID_CREDENTIALS: 'Invalid user credentials',
  JWT_EXPIRED: 'Jwt expired',
  SESSION_TOO_OLD: 'The session has reached its longest duration: please sign in again.',
  TOO_MANY_REQUESTS: 'Too many requests from your adress. Try again in an hour or contat us at: support@%{host}',
  TOO_MANY_LOOKUPS: 'Too many look-ups of AHA instructor IDs: please try again in an hour.',
  FORBIDDEN: 'You do not have the permission for this action.',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'This address does not take this method.',
  UNSUPPORTED_MEDIA_TYPE: 'The request has a content type this address does not take.',
  EMAIL_IN_USE: 'Email in use',
  NOT_UNIQUE: 'Value already exists.',
  DELETED: 'Deleted records cannot be changed.',
  CHANGED_MEANWHILE: 'Someone else changed this record after you opened it.',
  VERSION_REQUIRED: 'Say which version of the record this replaces: send its version (If-Match or the field version).',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  BUSY: 'The server is busy; please try again.',
  OUTCOME_UNKNOWN:
    'Whether this was carried out is not known, because its first attempt is still running or lost its connection to the database. Look for its result before you do it again.',
  INTERNAL: 'Something went wrong on the server.',
  // only the browser: no answer in time
  TIMEOUT: 'The server did not answer in time.',

  // accounts, user permissions, password reset, comments and tickets
  OWN_RIGHTS: 'You cannot change your own rights.',
  ERASE_SELF: 'You cannot erase your own personal data here.',
  ADMIN_ONLY: 'Only an administrator may change the rights of an administrator.',
  TOKEN_MISSING: 'token missing',
  TOKEN_INVALID: 'token invalid or expired',
  NO_INSTRUCTOR_ORGANISATION: 'An instructor account cannot be created at this organisation.',
  INSTRUCTOR_EXISTS: 'You already have an instructor account at this organisation.',
  HAS_REPLIES: 'A ticket with replies stays a ticket.',
  NOT_A_TICKET: 'Replies belong to a ticket of the same organisation.',
  INTERNAL_ORGANISATION: 'The internal organisation cannot be deleted.',

  // course organisation
  NO_COURSE_TYPES: 'No course types exist: create one first.',
  NO_INSTRUCTOR: 'A course needs at least one trainer of type instructor.',
  COURSE_ILLEGAL_TRANSITION:
    'This status change is not allowed: a course moves one step forward or back, and DONE is final.',
  COURSE_DONE: 'A completed course cannot be changed.',
  COURSE_NOT_STARTED: 'A course can be in execution only from its start date on.',
  COURSE_NOT_ENDED: 'A course can go to follow-up or be completed only from its end date on.',
  COURSE_RULE_BROKEN: 'A course can go into execution only within the rules of its course type.',
  COURSE_NOT_DONE: 'Only a completed course can be reopened.',
  COURSE_NOT_NEW: 'Only new courses can be deleted.',

  // certification
  ONE_REQUEST_PER_DISCIPLINE: 'Only one request per discipline',
  ILLEGAL_TRANSITION: 'This step is not possible in the request’s current status.',
  NOT_EDITABLE: 'Only requests in data entry can be changed.',
  FILES_MISSING: 'Required files are missing.',
  FILE_TOO_LARGE: 'The file is too large.',
  FILE_EXTENSION: 'This file type is not allowed.',
  FILE_EMPTY: 'The file is empty.',
  FILE_CONTENT: 'The content of the file does not match its type.',
  AHA_ID_EXISTS: 'The instructor already has an AHA instructor ID.',
  ALREADY_AT_SITE: 'The instructor is at this training site already.',
  REMINDER_NOT_DUE: 'Reminders go out only for certified certificates that have not expired.',
  NOTHING_TO_RENEW: 'The instructor holds no certified certificate in this discipline to renew.',
  IMPORT_NO_VALID_ROWS: 'No row of the file can be imported.',
  IMPORT_RUNNING: 'An import of your organisation is running: please try again once it has finished.',
  // only the browser: the CSV file is read there
  MISSING_COLUMNS: 'The file lacks required columns.',
} as const;
export type ErrorCode = keyof typeof ERRORS;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERRORS, code);

/** The body of every error answer (DESIGN §6). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  /** A stale write (412): the record as it is now, and who changed it last and when. */
  current?: Record<string, unknown>;
  changedBy?: string | null;
  changedAt?: string | null;
  /** A stale selection (412): the rows changed since they were loaded. */
  stale?: string[];
}

export const tooManyRequestsMessage = (host: string) => ERRORS.TOO_MANY_REQUESTS.replace('%{host}', host);
