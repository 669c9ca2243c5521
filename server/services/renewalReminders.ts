import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { daysBetween, today as localToday } from '../../src/domain/certificates';
import { renewalGaps, type RenewalReadiness } from '../../src/domain/renewal';
import type { Language } from '../../src/domain/settings';
import english from '../../src/i18n/en/resources/renewal';
import german from '../../src/i18n/de/resources/renewal';
import { readinessSql } from '../areas/certification/renewalRules';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import { audit } from './audit';
import { fill, mailCertificate, recipientsOf } from './certificateMail';

/**
 * Expiry reminders (issue 14.2). A certificate is reminded at each stage of its discipline's
 * reminder days (e.g. 180, 90, 30 before expiry) while it is the instructor's newest certified one
 * in the discipline, i.e. not renewed yet. A stage missed (server down that day) is sent on the next
 * run; of several due stages only the latest. Exactly once: the stage is claimed by a unique row
 * (ON CONFLICT DO NOTHING), and mailed by whoever locks the unsent row first (SKIP LOCKED).
 */

const TEXTS: Record<Language, typeof english.renewal_mail.reminder> = {
  en: english.renewal_mail.reminder,
  de: german.renewal_mail.reminder,
};

/** Claims the stages due on `day` (one per certificate: the smallest due); answers how many were new. */
export async function claimDueReminders(db: Db, day: string): Promise<number> {
  const result = await sql`
    INSERT INTO certificate_reminders (certificate_id, days_before, organisation_id, due_on)
    SELECT r.id, stage.days, r.organisation_id, r.expiry_date - stage.days
    FROM instructor_certificates r
    JOIN disciplines d ON d.id = r.discipline_id AND NOT d.deleted
    CROSS JOIN LATERAL (
      SELECT min(n) AS days FROM unnest(d.reminder_days) n WHERE r.expiry_date - n <= ${day}::date
    ) stage
    WHERE r.status = 'CERTIFIED' AND r.expiry_date >= ${day}::date AND stage.days IS NOT NULL
      -- not renewed: no newer certified certificate of the instructor in the discipline
      AND NOT EXISTS (
        SELECT 1 FROM instructor_certificates n
        WHERE n.instructor_id = r.instructor_id AND n.discipline_id = r.discipline_id
          AND n.status = 'CERTIFIED' AND n.expiry_date > r.expiry_date
      )
      -- a later stage already claimed makes an earlier one pointless
      AND NOT EXISTS (
        SELECT 1 FROM certificate_reminders x WHERE x.certificate_id = r.id AND x.days_before <= stage.days
      )
    ON CONFLICT DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The readiness line of a reminder in the recipient's language. */
function readinessText(texts: (typeof TEXTS)[Language], readiness: RenewalReadiness) {
  const gaps = renewalGaps(readiness);
  if (!gaps.length) return texts.ready;
  const missing = gaps
    .map((gap) =>
      gap === 'COURSES'
        ? fill(texts.missing_courses, { missing: readiness.coursesRequired - readiness.coursesDone })
        : texts.missing_monitoring,
    )
    .join(', ');
  return fill(texts.not_ready, { missing });
}

/**
 * Mails the reminder of a certificate `daysBefore` its expiry to whom it goes (the site's
 * coordinators and the instructor, each in his language) and records the send (migration 086) in
 * the caller's transaction; answers the addresses mailed.
 */
async function mailReminder(
  ctx: AppContext,
  trx: Db,
  certificateId: string,
  daysBefore: number,
  by: { byHand: boolean; sentBy: string | null },
): Promise<string[]> {
  const found = await recipientsOf(trx, certificateId);
  if (!found) return [];
  const { readiness } = await trx
    .selectFrom('instructorCertificates as r')
    .select(readinessSql('r.instructorId', 'r.disciplineId').as('readiness'))
    .where('r.id', '=', certificateId)
    .executeTakeFirstOrThrow();
  const { row, recipients } = found;
  for (const recipient of recipients) {
    const texts = TEXTS[recipient.language];
    await mailCertificate(ctx, row, recipient, texts, { days: daysBefore, readiness: readinessText(texts, readiness) });
  }
  const emails = recipients.map((recipient) => recipient.email);
  await trx
    .insertInto('reminderSends')
    .values({
      certificateId,
      organisationId: row.organisationId,
      recipients: emails,
      byHand: by.byHand,
      sentBy: by.sentBy,
      daysBefore: by.byHand ? null : daysBefore,
    })
    .execute();
  return emails;
}

/** Mails one claimed, unsent reminder (if no one else is on it); answers whether this call sent it. */
async function sendOne(ctx: AppContext, certificateId: string, daysBefore: number): Promise<boolean> {
  // the reminder's row: one per certificate and days before expiry
  const reminder = { certificateId, daysBefore };
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom('certificateReminders')
      .select('certificateId')
      .where((eb) => eb.and({ ...reminder, sentAt: null }))
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!claimed) return false;
    await mailReminder(ctx, trx, certificateId, daysBefore, { byHand: false, sentBy: null });
    await trx
      .updateTable('certificateReminders')
      .set({ sentAt: new Date() })
      .where((eb) => eb.and(reminder))
      .execute();
    return true;
  });
}

/**
 * The ITC sends the reminder of a certified, unexpired certificate now (issue 25.6): the scheduled
 * reminder's mail, to its recipients, recorded with who sent it and audited, in the caller's
 * transaction; answers the addresses mailed. The schedule goes on as before.
 */
export async function sendReminderNow(
  ctx: AppContext,
  trx: Db,
  userId: string,
  certificate: { id: string; organisationId: string; status: string; expiryDate: string | null },
  day = localToday(),
): Promise<string[]> {
  const { id, expiryDate } = certificate;
  if (certificate.status !== 'CERTIFIED' || !expiryDate || expiryDate < day)
    throw new HttpError(409, 'REMINDER_NOT_DUE');
  const recipients = await mailReminder(ctx, trx, id, daysBetween(day, expiryDate), { byHand: true, sentBy: userId });
  await audit(trx, {
    organisationId: certificate.organisationId,
    userId,
    entity: 'instructor-certificates',
    entityId: id,
    action: 'send_reminder',
    after: { recipients },
  });
  return recipients;
}

/** The claimed reminders not sent yet (claimed by a run that stopped before mailing them, too). */
export const unsentReminders = (db: Db) =>
  db
    .selectFrom('certificateReminders')
    .select(['certificateId', 'daysBefore'])
    .where('sentAt', 'is', null)
    .orderBy('createdAt')
    .execute();

/**
 * One run: claims what is due on `day` and mails every unsent reminder. Safe to run on several
 * servers at once; answers how many this run mailed.
 */
export async function runReminders(ctx: AppContext, log: FastifyBaseLogger, day = localToday()): Promise<number> {
  await claimDueReminders(ctx.db, day);
  let sent = 0;
  for (const reminder of await unsentReminders(ctx.db)) {
    try {
      if (await sendOne(ctx, reminder.certificateId, reminder.daysBefore)) sent++;
    } catch (error) {
      // stays unsent: the next run tries again
      log.error({ err: error, ...reminder }, 'expiry reminder failed');
    }
  }
  if (sent) log.info({ sent, day }, 'expiry reminders sent');
  return sent;
}
