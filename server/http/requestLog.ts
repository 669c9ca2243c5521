import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * What the request log may hold: no secret, ever. A password-reset or welcome link carries its
 * token in the query (`/password-reset/reset?token=…`), and the log line of every request names
 * its URL: the values of parameters named like a secret are left out. Bodies and headers (the
 * password at login, the bearer token) are never logged; the paths below are redacted should a
 * log call name them after all.
 */
const SECRET_PARAMETER = /token|password|secret|session|key|code|auth/i;

export function urlForLog(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = new URLSearchParams(url.slice(question + 1));
  for (const name of new Set(query.keys())) if (SECRET_PARAMETER.test(name)) query.set(name, '[redacted]');
  return `${url.slice(0, question)}?${query.toString()}`;
}

/** Fastify's request serializer, with the URL as urlForLog leaves it. */
const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: urlForLog(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

const REDACTED = [
  'req.headers.authorization',
  'headers.authorization',
  '*.password',
  '*.passwordRepeat',
  '*.currentPassword',
  '*.token',
  '*.access_token',
  'password',
  'token',
];

/** The app's logger: the given one, with the request serializer and the redaction above. */
export const requestLogger = (logger: FastifyBaseLogger) =>
  logger.child({}, { serializers: { req: requestForLog }, redact: { paths: REDACTED, censor: '[redacted]' } });
