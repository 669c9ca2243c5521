import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type ErrorBody, type ErrorCode } from '../../src/domain/errors';
import { english, type Message } from '../../src/domain/validation';
import { isStalePlan } from '../db/prepared';

/** An answer other than 2xx that the client caused or may see: always a 4xx with a clear message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = ERRORS[code],
    readonly errors?: Record<string, string>,
    /** More the answer carries (a stale write: the record now, who changed it and when). */
    readonly more?: Pick<ErrorBody, 'current' | 'changedBy' | 'changedAt' | 'stale'>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, 'NOT_FOUND');
export const forbidden = () => new HttpError(403, 'FORBIDDEN');
export const conflict = (code: ErrorCode, message?: string, errors?: Record<string, string>) =>
  new HttpError(409, code, message, errors);

/** 400 with one message per field, e.g. fieldErrors({ email: { key: 'email' } }). */
export function fieldErrors(errors: Record<string, Message>): HttpError {
  const texts = new Map(Object.entries(errors).map(([field, m]) => [field, english(m)]));
  return new HttpError(400, 'VALIDATION', ERRORS.VALIDATION, cappedErrors(texts));
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns schema-validation errors into the specification's field messages (§5). */
function messageFor(error: AjvError): Message {
  switch (error.keyword) {
    case 'required':
      return { key: 'required' };
    case 'maxLength':
      return { key: 'maxLength', values: { n: Number(error.params.limit) } };
    case 'minLength':
      return Number(error.params.limit) <= 1
        ? { key: 'required' }
        : { key: 'minLength', values: { n: Number(error.params.limit) } };
    case 'pattern':
      // Text() requires a non-blank character: a blank value is a missing one.
      return error.params.pattern === '\\S' ? { key: 'required' } : { key: 'invalidValue' };
    case 'minimum':
      return { key: 'minValue', values: { n: Number(error.params.limit) } };
    case 'maximum':
      return { key: 'maxValue', values: { n: Number(error.params.limit) } };
    case 'format':
      return error.params.format === 'email' ? { key: 'email' } : { key: 'invalidValue' };
    default:
      return { key: 'invalidValue' };
  }
}

function fieldOf(error: AjvError, context: string): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty ?? '') : '';
  return [path, missing].filter(Boolean).join('.') || context;
}

/**
 * At most this many fields are reported per answer: a request with thousands of bad values (a
 * bulk list of junk ids) must not be answered with a body larger than itself. The first fields
 * are what a form or a client needs to correct; a note says how many more there were.
 */
export const MAX_REPORTED_FIELDS = 20;
/** The key of that note in `errors`: a name no field of the API has. */
export const MORE_ERRORS_FIELD = '_more';

/** Caps field messages at MAX_REPORTED_FIELDS, adding the note on how many were left out. */
export function cappedErrors(fields: Map<string, string>): Record<string, string> {
  const shown = [...fields].slice(0, MAX_REPORTED_FIELDS);
  const more = fields.size - shown.length;
  if (more > 0) shown.push([MORE_ERRORS_FIELD, english({ key: 'moreErrors', values: { n: more } })]);
  // fromEntries makes own properties: a field named __proto__ stays a field
  return Object.fromEntries(shown);
}

function validationBody(error: FastifyError): ErrorBody {
  const fields = new Map<string, string>();
  for (const item of (error.validation ?? []) as AjvError[]) {
    const field = fieldOf(item, error.validationContext ?? 'body');
    if (!fields.has(field)) fields.set(field, english(messageFor(item)));
  }
  return { statusCode: 400, code: 'VALIDATION', message: ERRORS.VALIDATION, errors: cappedErrors(fields) };
}

/** PostgreSQL error codes that mean bad input, not a server fault. */
const PG_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  '23505': { status: 409, code: 'NOT_UNIQUE' }, // unique_violation
  '23503': { status: 409, code: 'NOT_FOUND' }, // foreign_key_violation: a referenced row is gone
  '23514': { status: 400, code: 'VALIDATION' }, // check_violation
  '23502': { status: 400, code: 'VALIDATION' }, // not_null_violation
  '22001': { status: 400, code: 'VALIDATION' }, // string_data_right_truncation
  '22P02': { status: 400, code: 'VALIDATION' }, // invalid_text_representation
  '22007': { status: 400, code: 'VALIDATION' }, // invalid_datetime_format
  '22008': { status: 400, code: 'VALIDATION' }, // datetime_field_overflow
  '22003': { status: 400, code: 'VALIDATION' }, // numeric_value_out_of_range
  '54000': { status: 400, code: 'VALIDATION' }, // program_limit_exceeded (e.g. index row too big)
};

/**
 * The database out of reach for a moment (a failover, a restart, a demoted primary taking a write):
 * PostgreSQL's connection exceptions (class 08), shutdown and start-up (57P01-57P03), a read-only
 * transaction, and the pg driver's socket errors, which carry no SQLSTATE. Answered 503 with
 * Retry-After, so that a client or a load balancer tries again instead of reporting a fault.
 */
const DATABASE_AWAY_CODES = new Set(['57P01', '57P02', '57P03', '25006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
const DATABASE_AWAY_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

export function isDatabaseAway(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    DATABASE_AWAY_CODES.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    (typeof error.message === 'string' && DATABASE_AWAY_MESSAGES.test(error.message))
  );
}

/**
 * A database error after which a write's outcome is unknown: the connection broke with a statement
 * (perhaps the COMMIT) in flight, so the transaction may have been stored, and after a failover may
 * be on the new primary. Not so for a connection that could not be made, a server that refused
 * the statement (starting up, read-only) or any answered error: nothing of that transaction was
 * stored. Such a create keeps its Idempotency-Key claimed (server/cluster/idempotency.ts).
 */
const CONNECTION_BROKEN_CODES = new Set(['57P01', '57P02', 'ECONNRESET', 'EPIPE']);
/** Class 08 but for a connection that was never made (08001) or refused (08004); PgBouncer's own end of a session is 08P01. */
const NEVER_CONNECTED_CODES = new Set(['08001', '08004']);

export function leavesOutcomeUnknown(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    CONNECTION_BROKEN_CODES.has(code) ||
    (/^08[0-9A-Z]{3}$/.test(code) && !NEVER_CONNECTED_CODES.has(code)) ||
    // the pg driver's words for a socket that closed under a query (not "... due to connection timeout"),
    // and for the next query on it: Kysely's ROLLBACK after the failed statement, whose error it throws
    (typeof error.message === 'string' &&
      /^(Connection terminated( unexpectedly)?|Client has encountered a connection error and is not queryable)$/.test(
        error.message,
      ))
  );
}

/** Seconds a client waits before it tries again after a 503. */
export const RETRY_AFTER_SECONDS = 1;

/** The code of a refusal Fastify or a plugin answers by itself, by status. */
const FRAMEWORK_ERRORS: Partial<Record<number, ErrorCode>> = {
  401: 'INVALID_CREDENTIALS',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export function toErrorBody(error: FastifyError & { errors?: Record<string, string> }): ErrorBody {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      errors: error.errors,
      ...error.more,
    };
  }
  if (error.validation) return validationBody(error);
  const pg = PG_CLIENT_ERRORS[(error as { code?: string }).code ?? ''];
  if (pg) return { statusCode: pg.status, code: pg.code, message: ERRORS[pg.code] };
  // the database away, or a read prepared before a migration changed its columns (renamed for the next call)
  if (isDatabaseAway(error) || isStalePlan(error)) return { statusCode: 503, code: 'BUSY', message: ERRORS.BUSY };
  const status = error.statusCode ?? 500;
  if (status === 413) return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: ERRORS.PAYLOAD_TOO_LARGE };
  if (status >= 400 && status < 500) {
    // Fastify's own refusals (content type, JSON syntax, ...): the catalogue's code for the status
    const code = FRAMEWORK_ERRORS[status] ?? 'BAD_REQUEST';
    return { statusCode: status, code, message: code === 'BAD_REQUEST' ? error.message : ERRORS[code] };
  }
  return { statusCode: 500, code: 'INTERNAL', message: ERRORS.INTERNAL };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status: body.statusCode }, body.message);
  if (body.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(body.statusCode).send(body);
}
