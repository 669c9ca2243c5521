import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** This process, as the holder of leases. */
export const INSTANCE = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Takes the lease on job `name` for `seconds` when nobody holds it (or it ran out): true when this
 * instance may run the job now. An hourly job with a lease of a little under an hour runs once an
 * hour however many instances tick (issue 16). A lease ends by itself, so a holder that dies blocks
 * nothing for longer than its lease.
 */
export async function takeLease(db: Db, name: string, seconds: number, holder = INSTANCE): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO job_leases AS l (name, holder, until) VALUES (${name}, ${holder}, now() + ${seconds} * interval '1 second')
    ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until WHERE l.until <= now()
    RETURNING 1`.execute(db);
  return rows.length > 0;
}

/** Gives a lease back before it runs out (only the holder's own). */
export async function releaseLease(db: Db, name: string, holder = INSTANCE): Promise<void> {
  await sql`DELETE FROM job_leases WHERE name = ${name} AND holder = ${holder}`.execute(db);
}

/** The lease of an hourly job: shorter than the hour, so that drifting timers never skip a run. */
export const HOURLY_LEASE_SECONDS = 55 * 60;
