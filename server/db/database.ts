import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { prepareStatements } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// Dates stay ISO strings end to end: a DATE column is a calendar day, not a moment in a time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// COUNT(*) and BIGINT ids fit in a JS number for everything this product stores.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
}

/**
 * One pool per process. The database is snake_case and the API camelCase: the CamelCasePlugin is
 * the one place where that mapping happens.
 */
export function openDatabase(
  connectionString: string,
  onError: (error: Error) => void,
  max = 10,
  log?: (event: LogEvent) => void,
  prepare = true,
): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    // Short OLTP queries from many connections at once: parallel workers and JIT compilation cost
    // more than they save (measured with npm run bench on two cores).
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', onError);
  // Nor one that is checked out between two statements when the database (or PgBouncer behind a
  // failover) ends its session: its next statement fails, the pool drops it on release.
  pool.on('connect', (client) => client.on('error', onError));
  if (prepare) prepareStatements(pool);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log,
  });
  return { db, pool };
}
