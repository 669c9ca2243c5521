/**
 * Error codes the API answers with (§8 and DESIGN §6), with the English message it sends. The
 * front end shows `errors.<CODE>` from its catalogue, so every language gets its own text.
 */
export const ERRORS = {
  VALIDATION: 'Please check the highlighted fields.',
  INVALID_CREDENTIALS: 'Invalid user credentials',
  JWT_EXPIRED: 'Jwt expired',
  TOO_MANY_REQUESTS: 'Too many requests from your adress. Try again in an hour or contat us at: support@%{host}',
  FORBIDDEN: 'You do not have the permission for this action.',
  NOT_FOUND: 'Not found',
  EMAIL_IN_USE: 'Email in use',
  NOT_UNIQUE: 'Value already exists.',
  DELETED: 'Deleted records cannot be changed.',
  OWN_RIGHTS: 'You cannot change your own rights.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  INTERNAL: 'Something went wrong on the server.',
} as const;
export type ErrorCode = keyof typeof ERRORS;

/** The body of every error answer (DESIGN §6). */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
}

export const tooManyRequestsMessage = (host: string) => ERRORS.TOO_MANY_REQUESTS.replace('%{host}', host);
