import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { certification as englishTexts } from '../../src/i18n/en/certification';
import { certification as germanTexts } from '../../src/i18n/de/certification';
import type { Language } from '../../src/domain/settings';
import { certificatesJoined } from '../areas/certification/queries';
import type { AppContext } from '../http/context';

/**
 * Mail to the instructor and the site when the ITC declines or certifies a request (§2, issue 4),
 * each recipient in his own language: the language a user chose, else German for sites in
 * German-speaking countries, else English. The texts live in the i18n catalogues.
 */
export type DecisionKind = 'declined' | 'certified';

const TEXTS: Record<Language, typeof englishTexts.certification.mail> = {
  en: englishTexts.certification.mail,
  de: germanTexts.certification.mail,
};
const GERMAN_SPEAKING = new Set(['DE', 'AT', 'CH', 'LI']);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function formatDate(day: string | null, language: Language): string {
  if (!day) return '–';
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

interface Recipient {
  email: string;
  language: Language;
  /** Path of the certificate in the app for this recipient. */
  path: string;
}

export async function sendDecisionMail(
  ctx: AppContext,
  log: FastifyBaseLogger,
  certificateId: string,
  kind: DecisionKind,
): Promise<void> {
  try {
    const row = await certificatesJoined(ctx.db)
      .innerJoin('organisations as itc', 'itc.id', 'd.organisationId')
      .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'p.userId').on('u.deleted', '=', false))
      .select([
        'r.id',
        'r.organisationId',
        'r.disciplineType',
        'r.itcComment',
        'r.expiryDate',
        'o.name as organisationName',
        'o.contactEmail',
        'o.country',
        'itc.name as itcName',
        'd.name as disciplineName',
        'p.firstName',
        'p.lastName',
        'p.email as profileEmail',
        'u.email as userEmail',
        'u.language as userLanguage',
      ])
      .where('r.id', '=', certificateId)
      .executeTakeFirst();
    if (!row) return;
    const fallback: Language = GERMAN_SPEAKING.has((row.country ?? '').toUpperCase()) ? 'de' : 'en';

    // the site: its contact address, else its users who handle certificates
    let siteAddresses = row.contactEmail ? [row.contactEmail] : [];
    if (!siteAddresses.length) {
      const coordinators = await ctx.db
        .selectFrom('users as u')
        .innerJoin('userFeatures as f', 'f.userId', 'u.id')
        .select('u.email')
        .distinct()
        .where('u.organisationId', '=', row.organisationId)
        .where('u.deleted', '=', false)
        .where('f.feature', '=', 'its_instructor_certificates')
        .execute();
      siteAddresses = coordinators.map((c) => c.email);
    }
    const known = siteAddresses.length
      ? await ctx.db
          .selectFrom('users')
          .select(['email', 'language'])
          .where(sql<boolean>`lower(email) IN (${sql.join(siteAddresses.map((e) => e.toLowerCase()))})`)
          .execute()
      : [];
    const languageOf = (email: string) =>
      (known.find((u) => u.email.toLowerCase() === email.toLowerCase())?.language as Language | null) ?? fallback;

    const recipients = new Map<string, Recipient>();
    const instructorEmail = row.userEmail ?? row.profileEmail;
    if (instructorEmail) {
      recipients.set(instructorEmail.toLowerCase(), {
        email: instructorEmail,
        language: (row.userLanguage as Language | null) ?? fallback,
        path: row.userEmail ? `/certificates/${row.id}` : `/its/instructor-certificates/${row.id}`,
      });
    }
    for (const email of siteAddresses) {
      if (!recipients.has(email.toLowerCase())) {
        recipients.set(email.toLowerCase(), {
          email,
          language: languageOf(email),
          path: `/its/instructor-certificates/${row.id}`,
        });
      }
    }

    for (const recipient of recipients.values()) {
      const texts = TEXTS[recipient.language] ?? TEXTS.en;
      const values = {
        instructor: `${row.firstName} ${row.lastName}`,
        organisation: row.organisationName,
        itc: row.itcName,
        discipline: row.disciplineName,
        type: texts.types[row.disciplineType as keyof typeof texts.types] ?? row.disciplineType,
        comment: row.itcComment ?? '',
        expiryDate: formatDate(row.expiryDate, recipient.language),
        link: `${ctx.config.publicUrl}${recipient.path}`,
      };
      const template = texts[kind];
      await ctx.mailer.send({
        to: recipient.email,
        subject: fill(template.subject, values),
        text: fill(template.text, values),
      });
    }
  } catch (error) {
    // the decision is saved; a mail that cannot go out must not undo it
    log.error({ err: error, certificateId, kind }, 'certificate mail failed');
  }
}
