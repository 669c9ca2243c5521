import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statement texts that run as named (prepared) statements, with their names: registered with `prepared()`. */
const names = new Map<string, string>();

/**
 * Marks a statement text to be prepared once per connection: parsed and planned on the first call,
 * then run with its generic plan. Only for statements whose plan fits every parameter (lookups by
 * primary key, such as the session row of every request: 0.6 ms of planning for 0.15 ms of work).
 * Not for lists: measured with every parameterised statement prepared, PostgreSQL chose generic
 * plans that made the ITC search by name several times slower (a LIKE pattern's selectivity is unknown
 * to a generic plan).
 */
export function prepared(text: string) {
  if (!names.has(text)) names.set(text, `s${createHash('sha1').update(text).digest('base64url')}`);
  return text;
}

/** Runs the registered texts as named statements on every connection of the pool. */
export function prepareStatements(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      const name = typeof text === 'string' ? names.get(text) : undefined;
      if (name && Array.isArray(values) && callback === undefined) return query({ name, text, values });
      return query(...args);
    }) as typeof client.query;
  });
}
