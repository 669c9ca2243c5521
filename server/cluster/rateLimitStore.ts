import { sql } from 'kysely';
import type { Db } from '../db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (table rate_limit_counters), so the
 * public-form limits hold across every server instance on one database (issue 16). A key's window
 * starts with its first request and lasts `timeWindow`, as the plugin's own in-memory store does.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      sql<{ current: number; ttl: number }>`
        INSERT INTO rate_limit_counters AS c (key, count, reset_at)
        VALUES (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
          reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
        RETURNING count AS current, greatest(0, round(extract(epoch FROM reset_at - now()) * 1000))::integer AS ttl`
        .execute(db)
        .then(async ({ rows }) => {
          // a new window: windows long past of any key go (one small delete per window, not per request)
          if (rows[0].current === 1) {
            await sql`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 day'`.execute(db);
          }
          callback(null, rows[0]);
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback) {
      sql<{ current: number; ttl: number }>`
        SELECT count AS current, greatest(0, round(extract(epoch FROM reset_at - now()) * 1000))::integer AS ttl
        FROM rate_limit_counters WHERE key = ${key} AND reset_at > now()`
        .execute(db)
        .then(({ rows }) => callback(null, rows[0] ?? { current: 0, ttl: 0 }))
        .catch((error: Error) => callback(error));
    }

    /** Every route shares the table; the keys say which form (publicFormLimit's keyGenerator). */
    child() {
      return this;
    }
  };
}
