import { sql } from 'kysely';
import type { Db } from '../db/database';

const WINDOW = "interval '1 hour'";

export interface LoginLimits {
  /** Failures per account and address within the window (LOGIN_MAX_FAILURES). */
  perAccount: number;
  /** Failures per address, whatever the account, within the window (LOGIN_MAX_FAILURES_PER_ADDRESS). */
  perAddress: number;
}

/** The account a login attempt counts against: the user name as the login looks it up. */
export const loginAccount = (username: string) => username.trim().toLowerCase();

/**
 * Failed logins within the last hour, counted per account and address together (so one person's
 * wrong password does not lock out an office behind one address) and, with a looser ceiling, per
 * address alone (so one address cannot try many accounts). An attempt first reserves a slot: under
 * an advisory lock for the address it counts both and, below both limits, records one. Parallel
 * attempts from one address therefore cannot pass either limit together. A successful login
 * releases its slot, so only failures count.
 */
export async function reserveLoginAttempt(
  db: Db,
  address: string,
  account: string,
  limits: LoginLimits,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('login:' || ${address}))`.execute(trx);
    await sql`DELETE FROM login_failures WHERE address = ${address} AND failed_at < now() - ${sql.raw(WINDOW)}`.execute(
      trx,
    );
    const { rows } = await sql<{ id: number }>`
      INSERT INTO login_failures (address, account)
      SELECT ${address}, ${account}
      WHERE (SELECT count(*) FROM login_failures WHERE address = ${address}) < ${limits.perAddress}
        AND (SELECT count(*) FROM login_failures WHERE address = ${address} AND account = ${account}) < ${limits.perAccount}
      RETURNING id`.execute(trx);
    return rows[0]?.id;
  });
}

/** The attempt succeeded: it does not count as a failure. */
export async function releaseLoginAttempt(db: Db, id: number) {
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
}
