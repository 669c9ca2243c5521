import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant: serialises migrations when several servers start against one database.
const LOCK_ID = 724_311;

/**
 * Applies the numbered plain-SQL files of `migrations/` that this database has not seen yet, each
 * in its own transaction, in name order. Returns the names applied.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  // Transaction-level locks only: through a transaction-pooling PgBouncer (docs/deployment.md) a
  // session lock and its unlock may reach different server connections.
  const locked = async <T>(work: () => Promise<T>) => {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const result = await work();
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  };
  try {
    await locked(() =>
      client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      ),
    );
    for (const file of files) {
      const sql = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      try {
        await locked(async () => {
          // another server may have applied it while this one waited for the lock
          if ((await client.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file])).rowCount) return;
          await client.query(sql);
          await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          applied.push(file);
        });
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    client.release();
  }
  return applied;
}
