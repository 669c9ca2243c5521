import { sql } from 'kysely';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { AppContext } from '../../http/context';
import { erasePerson } from './erase';
import { HOURLY_LEASE_SECONDS, takeLease } from '../../cluster/jobLease';
import { findPerson } from './person';

/** An arbitrary constant: the one advisory lock the retention run holds, so two servers never run it together. */
const RETENTION_LOCK = 7_061_015;

/** The day `years` before `now` (ISO day). */
export const retentionCutoff = (now: Date, years: number) => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff.toISOString().slice(0, 10);
};

/** A course of the profile `p` (the outer query's row) since the cutoff (started since, or its row changed since). */
const courseSince = (db: Db, cutoff: string) =>
  db
    .selectFrom('courseParticipants as cp')
    .innerJoin('courses as c', 'c.id', 'cp.courseId')
    .select('cp.id')
    .where('cp.participantProfileId', '=', sql.ref<string>('p.id'))
    .where(sql<boolean>`(c.start_date >= ${cutoff}::date OR cp.updated_at >= ${cutoff}::date)`);

/**
 * An instructor profile of the profile `p` still in use at the cutoff: changed since, or with a
 * certificate changed since or valid then.
 */
const instructorSince = (db: Db, cutoff: string) =>
  db
    .selectFrom('instructorProfiles as i')
    .leftJoin('instructorCertificates as ic', 'ic.instructorId', 'i.id')
    .select('i.id')
    .where('i.participantProfileId', '=', sql.ref<string>('p.id'))
    .where(
      sql<boolean>`(i.updated_at >= ${cutoff}::date OR ic.updated_at >= ${cutoff}::date
        OR (ic.id IS NOT NULL AND (ic.expiry_date IS NULL OR ic.expiry_date >= ${cutoff}::date)))`,
    );

/**
 * The participant profiles past retention: no account, not anonymised yet, no change since the
 * cutoff, no course since, and no instructor profile with a certificate still valid at the cutoff
 * (or changed since).
 */
export async function peoplePastRetention(db: Db, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('participantProfiles as p')
    .select('p.id')
    .where('p.userId', 'is', null)
    .where('p.deleted', '=', false)
    .where(sql<boolean>`p.updated_at < ${cutoff}::date`)
    .where(({ not, exists }) => not(exists(courseSince(db, cutoff))))
    .where(({ not, exists }) => not(exists(instructorSince(db, cutoff))))
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Anonymises everyone past the retention period (RETENTION_YEARS; 0 = off), under an advisory
 * lock so that one server of several runs it. Answers the erased profile ids.
 */
export async function runRetention(
  db: Db,
  years: number,
  now: Date,
  captureDir?: string,
  log?: FastifyBaseLogger,
): Promise<string[]> {
  if (years <= 0) return [];
  const erased: string[] = [];
  await db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${RETENTION_LOCK}) AS locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return;
    try {
      for (const id of await peoplePastRetention(connection, retentionCutoff(now, years))) {
        const person = await findPerson(connection, 'participant-profile', id);
        if (!person) continue;
        await erasePerson(connection, person, { userId: null, organisationId: null }, captureDir);
        erased.push(id);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${RETENTION_LOCK})`.execute(connection);
    }
  });
  if (erased.length) log?.info({ count: erased.length }, 'retention: people anonymised');
  return erased;
}

/** Runs the retention at start and every hour after, through the app's background work (as the digest). */
export function scheduleRetention(app: FastifyInstance, ctx: AppContext) {
  if (ctx.config.retentionYears <= 0) return;
  // once an hour across every instance on the database (server/cluster/jobLease.ts)
  const run = () =>
    ctx.later(app.log, 'retention', async () => {
      if (!(await takeLease(ctx.db, 'retention', HOURLY_LEASE_SECONDS))) return;
      await runRetention(ctx.db, ctx.config.retentionYears, new Date(), ctx.mailer.captureDir, app.log);
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, 3_600_000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
