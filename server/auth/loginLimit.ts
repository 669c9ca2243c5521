import { sql } from 'kysely';
import type { Db } from '../db/database';

const WINDOW = "interval '1 hour'";

/**
 * Failed logins per client address within the last hour. An attempt first reserves a slot: under
 * an advisory lock for the address it counts the recent failures and, below the limit, records one.
 * Parallel attempts from one address therefore cannot pass the limit together. A successful login
 * releases its slot, so only failures count.
 */
export async function reserveLoginAttempt(db: Db, address: string, max: number): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('login:' || ${address}))`.execute(trx);
    await sql`DELETE FROM login_failures WHERE address = ${address} AND failed_at < now() - ${sql.raw(WINDOW)}`.execute(trx);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO login_failures (address)
      SELECT ${address} WHERE (SELECT count(*) FROM login_failures WHERE address = ${address}) < ${max}
      RETURNING id`.execute(trx);
    return rows[0]?.id;
  });
}

/** The attempt succeeded: it does not count as a failure. */
export async function releaseLoginAttempt(db: Db, id: number) {
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
}
