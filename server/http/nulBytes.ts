import type { FastifyRequest } from 'fastify';
import { fieldErrors } from './errors';

/**
 * PostgreSQL cannot store the NUL character in text: a `\u0000` that reaches a query fails there
 * as a server error. No text of this product has a use for it, so every request is checked: any
 * string (or property name) in the path parameters or the query as the request comes in (before
 * a route takes a lease or a place in a queue for it), in the body before validation, that holds
 * one answers 400 with the field it was found in. Public routes (login, password reset, support
 * form) are checked like every other.
 */
export async function refuseNulInAddress(request: FastifyRequest) {
  const field = nulField(request.params) ?? nulField(request.query);
  if (field !== undefined) throw fieldErrors({ [field || 'query']: { key: 'invalidValue' } });
}

export async function refuseNulInBody(request: FastifyRequest) {
  const field = nulField(request.body);
  if (field !== undefined) throw fieldErrors({ [field || 'body']: { key: 'invalidValue' } });
}

interface Visit {
  value: unknown;
  key: string;
  parent?: Visit;
}

/** The dotted path of a visited value (the NUL itself left out of property names). */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key.replaceAll('\u0000', ''));
  return keys.join('.');
}

/**
 * The dotted path of the first string holding a NUL ('' for the value itself), or undefined.
 * Walks with its own stack and builds only the path it reports: a deeply nested body must
 * overflow neither the call stack nor memory.
 */
export function nulField(root: unknown): string | undefined {
  const stack: Visit[] = [{ value: root, key: '' }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
      continue;
    }
    // a multipart part's file content is the handler's to check
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const child = { value: item, key, parent: visit };
      if (key.includes('\u0000')) return pathOf(child);
      stack.push(child);
    }
  }
  return undefined;
}
