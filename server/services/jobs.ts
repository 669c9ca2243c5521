import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { mergeRenewalCountDays } from '../areas/certification/renewalCounts';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { sendReminderDigests } from './reminderDigest';
import { runReminders } from './renewalReminders';

/**
 * The job engine: pg-boss on the app's own database (schema `pgboss`, through the app's pool), so
 * jobs survive restarts and several servers share them – a cron schedule is fired once per slot
 * across instances. Runs wherever the daily jobs run (main.ts, the embedded default included).
 */

export const REMINDER_QUEUE = 'renewal-reminders';
/** Every day at 06:00 (pg-boss reads cron in UTC): the reminders due today. */
export const REMINDER_CRON = '0 6 * * *';
export const DIGEST_QUEUE = 'renewal-digest';
/** Mondays at 07:00 UTC: the ITC's weekly digest of reminded, not yet renewed certificates. */
export const DIGEST_CRON = '0 7 * * 1';
export const COUNT_DAYS_QUEUE = 'renewal-count-days';
/** Every day at 01:00 UTC: the renewal list's counts of days gone by merged (migration 097). */
export const COUNT_DAYS_CRON = '0 1 * * *';

/**
 * pg-boss's queries through Kysely's pool. Some are several statements inside BEGIN … COMMIT: one
 * that fails leaves its connection in an aborted transaction, so it is rolled back before the
 * connection goes back to the pool.
 */
const adapter = (db: Db): PgBoss.Db => ({
  executeSql: (text, values) =>
    db.connection().execute(async (connection) => {
      try {
        const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: result.rows as unknown[] };
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => {});
        throw error;
      }
    }),
});

/**
 * Creates a queue; another server creating it at the same moment is no error. Two servers that
 * start together can deadlock inside pg-boss's queue creation (PostgreSQL aborts one of them):
 * the aborted one tries again once the other's queue is there or after a short pause.
 */
async function ensureQueue(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      if (await boss.getQueue(name)) return;
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine, when the app runs jobs. */
    jobs?: PgBoss;
  }
}

/** Starts pg-boss with its queues (reminders, digest, renewal counts), their workers and schedules; stops it as the app closes. */
export async function startJobs(app: FastifyInstance, ctx: AppContext): Promise<PgBoss> {
  const boss = new PgBoss({ db: adapter(ctx.db), schema: 'pgboss' });
  boss.on('error', (error) => app.log.error({ err: error }, 'job engine'));
  await boss.start();
  await ensureQueue(boss, REMINDER_QUEUE);
  // the day may be given (tests, a run for a missed day); else today on this server's clock
  await boss.work<{ day?: string }>(REMINDER_QUEUE, async ([job]) => {
    await runReminders(ctx, app.log, job?.data?.day);
  });
  await boss.schedule(REMINDER_QUEUE, REMINDER_CRON, {});
  await ensureQueue(boss, DIGEST_QUEUE);
  await boss.work<{ day?: string }>(DIGEST_QUEUE, async ([job]) => {
    await sendReminderDigests(ctx, app.log, job?.data?.day);
  });
  await boss.schedule(DIGEST_QUEUE, DIGEST_CRON, {});
  await ensureQueue(boss, COUNT_DAYS_QUEUE);
  await boss.work(COUNT_DAYS_QUEUE, async () => {
    app.log.info({ merged: await mergeRenewalCountDays(ctx.db) }, 'renewal counts of past days merged');
  });
  await boss.schedule(COUNT_DAYS_QUEUE, COUNT_DAYS_CRON, {});
  app.decorate('jobs', boss);
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, wait: true, close: false });
  });
  return boss;
}
