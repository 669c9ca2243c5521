import type { FastifySchema, RouteOptions } from 'fastify';
import { ErrorResponse } from './schemas';

/**
 * What the OpenAPI document says beyond the routes' own schemas, for every route in one place:
 * the error answers a route can give (DESIGN §6), no bearer token on the public calls, and the
 * total of a v2 list in its Content-Range header. It changes the document only, not validation
 * or serialisation.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers a file (a download), not JSON: documented as such. */
    download?: boolean;
  }
}

const error = (description: string) => ({ ...ErrorResponse, description });

const FILE = {
  description: 'The file, as an attachment with its name (Content-Disposition)',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

/** Errors of every route, by what the route takes. */
function errorsOf(method: string, url: string, schema: FastifySchema, isPublic: boolean) {
  const errors: Record<string, unknown> = {};
  const takesBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  if (schema.body || schema.querystring || schema.params || takesBody)
    errors[400] = error('Bad input: a message per field in `errors`');
  if (!isPublic) {
    errors[401] = error('No token, an expired one (`Jwt expired`) or invalid credentials');
    errors[403] = error('The caller lacks the feature (or module) this needs');
  }
  if (url.includes('/:') || (!isPublic && method !== 'GET'))
    errors[404] = error('Unknown, or outside the caller’s reach');
  if (method !== 'GET')
    errors[409] = error('A conflict: a duplicate, a deleted record, a step the status does not allow');
  if (takesBody) errors[413] = error('The body is larger than this call takes');
  if (isPublic) errors[429] = error('Too many requests from this address');
  return errors;
}

export function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): {
  schema: FastifySchema;
  url: string;
} {
  const method = [route.method].flat()[0];
  const isPublic = !!route.config?.public;
  const response: Record<string, unknown> = {
    ...errorsOf(method, url, schema, isPublic),
    ...(route.config?.download ? { 200: FILE } : {}),
    ...(schema.response as Record<string, unknown>),
  };
  // a v2 list (it takes a range): its rows, with their range and the total in a header
  const success = response[200] as Record<string, unknown> | undefined;
  const query = schema.querystring as { properties?: Record<string, unknown> } | undefined;
  if (url.startsWith('/api/v2/') && success && query?.properties?.range) {
    response[200] = {
      ...success,
      headers: {
        'Content-Range': {
          type: 'string',
          description: 'The rows answered and the total: `<resource> <first>-<last>/<total>` (`*/0` for none)',
        },
      },
    };
  }
  return { url, schema: { ...schema, response, ...(isPublic ? { security: [] } : {}) } };
}
