import type { FastifyBaseLogger } from 'fastify';
import { addDays, today as localToday } from '../../src/domain/certificates';
import type { Language } from '../../src/domain/settings';
import english from '../../src/i18n/en/resources/renewal';
import german from '../../src/i18n/de/resources/renewal';
import { certificatesJoined } from '../areas/certification/queries';
import { readySql, remindedNotRenewedSql } from '../areas/certification/renewalRules';
import type { AppContext } from '../http/context';
import { countryLanguage, fill, formatDay, languageOr, usersWithFeature } from './certificateMail';

/**
 * The ITC's weekly digest (issue 14.2): to each of its users who handle certificates, the
 * certificates reminded of their expiry and not renewed yet, with their readiness. Once per user
 * and week across servers: the row of `reminder_digests` is inserted in the transaction that mails
 * (a mail that fails rolls it back, the next run tries again).
 */
const TEXTS: Record<Language, typeof english.renewal_mail.digest> = {
  en: english.renewal_mail.digest,
  de: german.renewal_mail.digest,
};

/** The Monday of the week of `day` (ISO days). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export async function sendReminderDigests(ctx: AppContext, log: FastifyBaseLogger, day = localToday()) {
  const week = mondayOf(day);
  const rows = await certificatesJoined(ctx.db)
    .innerJoin('organisations as itc', 'itc.id', 'd.organisationId')
    .select([
      'r.id',
      'p.firstName',
      'p.lastName',
      'o.name as organisationName',
      'd.name as disciplineName',
      'r.expiryDate',
      'd.organisationId as itcId',
      'itc.name as itcName',
      'itc.country as itcCountry',
      readySql('r.instructorId', 'r.disciplineId').as('ready'),
    ])
    .where('r.status', '=', 'CERTIFIED')
    .where(remindedNotRenewedSql)
    .orderBy('r.expiryDate')
    .execute();
  let sent = 0;
  for (const itcId of new Set(rows.map((r) => r.itcId))) {
    const certificates = rows.filter((r) => r.itcId === itcId);
    const fallback = countryLanguage(certificates[0].itcCountry);
    for (const user of await usersWithFeature(ctx.db, itcId, ['itc_instructor_certificates']).execute()) {
      try {
        const mailed = await ctx.db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('reminderDigests')
            .values({ userId: user.id, week, certificateIds: certificates.map((c) => c.id) })
            .onConflict((oc) => oc.doNothing())
            .returning('userId')
            .executeTakeFirst();
          if (!claimed) return false;
          const language = languageOr(user, fallback);
          const texts = TEXTS[language];
          const values = {
            itc: certificates[0].itcName,
            count: certificates.length,
            week: formatDay(week, language),
            certificates: certificates
              .map((c) =>
                fill(texts.certificate, {
                  instructor: `${c.firstName} ${c.lastName}`,
                  organisation: c.organisationName,
                  discipline: c.disciplineName,
                  expiryDate: formatDay(c.expiryDate, language),
                  readiness: c.ready ? texts.ready : texts.not_ready,
                }),
              )
              .join('\n'),
            link: `${ctx.config.publicUrl}/itc/instructor-certificates?filter=${encodeURIComponent('{"reminded":true}')}`,
          };
          await ctx.mailer.send({
            to: user.email,
            subject: fill(texts.subject, values),
            text: fill(texts.text, values),
          });
          return true;
        });
        if (mailed) sent++;
      } catch (error) {
        log.error({ err: error, userId: user.id, week }, 'reminder digest failed');
      }
    }
  }
  return sent;
}
