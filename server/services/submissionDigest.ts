import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { HOURLY_LEASE_SECONDS, takeLease } from '../cluster/jobLease';
import { countryLanguage, fill, formatDay, languageOr, MAIL_TEXTS, usersWithFeature } from './certificateMail';

/**
 * The ITC's daily digest of new certificate requests (issue 12.5): for each day, one mail per ITC
 * user who reviews requests, listing those submitted that day (UTC) that still await review. The
 * row in submission_digests is written before the mail goes out, so a restart, a second server or
 * a second run never sends a day twice. It is how reviewers learn of a submission (issue 25.10):
 * a mail per submission would send a busy ITC dozens a day about what its review list shows at
 * once, so the digest names each request as submitted, or submitted again after correction.
 */
const REVIEWER_FEATURES = [
  'itc_instructor_certificates',
  'itc_instructor_certificate_approve',
  'itc_instructor_certificate_certify',
] as const;

/** The UTC day before `now`: the last whole day. */
export const digestDay = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

/** Sends the digests of `day` (default: yesterday of `now`); answers how many mails went out. */
export async function sendSubmissionDigests(
  ctx: Digests,
  log: FastifyBaseLogger,
  now: Date = new Date(),
  day: string = digestDay(now),
): Promise<number> {
  const submitted = await submittedOn(ctx.db, day);
  let sent = 0;
  for (const itcId of new Set(submitted.map((r) => r.itcId))) {
    const requests = submitted.filter((r) => r.itcId === itcId);
    const fallback = countryLanguage(requests[0].itcCountry);
    for (const user of await usersWithFeature(ctx.db, itcId, REVIEWER_FEATURES).execute()) {
      const recorded = await ctx.db
        .insertInto('submissionDigests')
        .values({ userId: user.id, day, certificateIds: requests.map((r) => r.id) })
        .onConflict((oc) => oc.doNothing())
        .returning('userId')
        .executeTakeFirst();
      if (!recorded) continue;
      const mail = digestMail(ctx, requests, day, languageOr(user, fallback));
      try {
        await ctx.mailer.send({ to: user.email, ...mail });
        sent++;
      } catch (error) {
        // recorded as sent: at most once, never twice
        log.error({ err: error, userId: user.id, day }, 'submission digest mail failed');
      }
    }
  }
  return sent;
}

type Digests = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** The requests submitted on `day` (UTC) that still await review, with what the digest names of them. */
function submittedOn(db: Db, day: string) {
  return db
    .selectFrom('instructorCertificates as r')
    .innerJoin('disciplines as d', 'd.id', 'r.disciplineId')
    .innerJoin('organisations as o', 'o.id', 'r.organisationId')
    .innerJoin('organisations as itc', 'itc.id', 'd.organisationId')
    .innerJoin('instructorProfiles as i', 'i.id', 'r.instructorId')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select([
      'r.id',
      'r.disciplineType',
      'd.organisationId as itcId',
      'itc.name as itcName',
      'itc.country as itcCountry',
      'o.name as organisationName',
      'd.name as disciplineName',
      'p.firstName',
      'p.lastName',
      // sent back before: the reviewer looks at what changed rather than at a new request
      sql<boolean>`EXISTS (SELECT 1 FROM audit_log a WHERE a.entity = 'instructor-certificates' AND a.entity_id = r.id::text AND a.action = 'decline')`.as(
        'resubmitted',
      ),
    ])
    .where('r.status', '=', 'APPROVAL')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('auditLog as a')
          .select('a.id')
          .whereRef('a.entityId', '=', sql<string>`r.id::text`)
          .where('a.entity', '=', 'instructor-certificates')
          .where('a.action', '=', 'submit')
          .where(sql<string>`(a.created_at AT TIME ZONE 'UTC')::date`, '=', day),
      ),
    )
    .orderBy('o.name')
    .orderBy('p.lastName')
    .orderBy('p.firstName')
    .execute();
}
type Submitted = Awaited<ReturnType<typeof submittedOn>>[number];

/** One ITC's digest of the day in the reviewer's language: subject and text. */
function digestMail(ctx: Digests, requests: Submitted[], day: string, language: keyof typeof MAIL_TEXTS) {
  const texts = MAIL_TEXTS[language];
  const lines = requests.map((r) =>
    fill(texts.digest.request, {
      instructor: `${r.firstName} ${r.lastName}`,
      organisation: r.organisationName,
      discipline: r.disciplineName,
      type: texts.types[r.disciplineType as keyof typeof texts.types] ?? r.disciplineType,
      event: r.resubmitted ? texts.digest.resubmitted : texts.digest.submitted,
      link: `${ctx.config.publicUrl}/itc/instructor-certificates/${r.id}`,
    }),
  );
  const values = {
    day: formatDay(day, language),
    count: requests.length,
    itc: requests[0].itcName,
    requests: lines.join('\n'),
    link: `${ctx.config.publicUrl}/itc/instructor-certificates`,
  };
  return {
    subject: fill(requests.length === 1 ? texts.digest.subject_one : texts.digest.subject, values),
    text: fill(texts.digest.text, values),
  };
}

/** Runs the digest at start and every hour after, through the app's background work. */
export function scheduleSubmissionDigests(app: FastifyInstance, ctx: AppContext) {
  // once an hour across every instance on the database (server/cluster/jobLease.ts)
  const run = () =>
    ctx.later(app.log, 'submission digest', async () => {
      if (await takeLease(ctx.db, 'submission digest', HOURLY_LEASE_SECONDS)) await sendSubmissionDigests(ctx, app.log);
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, 3_600_000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
