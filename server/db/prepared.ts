import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Runs every statement with parameters as a named (prepared) statement of its connection, up to
 * `limit` distinct texts per connection: an unnamed statement is parsed and planned on every call,
 * and planning was most of PostgreSQL's time for a listed page (the page statement 1.6 ms to plan,
 * 0.5–0.9 ms to run). PostgreSQL replans on schema changes and keeps custom plans where a generic
 * one would cost more. Statements without parameters (migrations, BEGIN) stay as they are.
 */
export function prepareStatements(pool: pg.Pool, limit = 200) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const names = new Map<string, string>();
    client.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
        let name = names.get(text);
        if (!name && names.size < limit) {
          name = `s${createHash('sha1').update(text).digest('base64url')}`;
          names.set(text, name);
        }
        if (name) return query({ name, text, values });
      }
      return query(...args);
    }) as typeof client.query;
  });
}
