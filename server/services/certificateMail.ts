import type { FastifyBaseLogger } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import { certification as englishTexts } from '../../src/i18n/en/certification';
import { certification as germanTexts } from '../../src/i18n/de/certification';
import { isLanguage, type Language } from '../../src/domain/settings';
import { formatIsoDay } from '../../src/domain/dayFormat';
import { certificatesJoined } from '../areas/certification/queries';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';

/**
 * Mail to the instructor and the site when the ITC declines or certifies a request (§2, issue 12.5),
 * each recipient in his own language: the one he chose, else the one his interface showed last
 * (stored on login), else German for sites in German-speaking countries, else English. A link goes only to whoever can
 * open it; an instructor without an account is told that his site takes care of the request.
 * The texts live in the i18n catalogues (`certification.mail`).
 */
export type DecisionKind = 'declined' | 'certified';

export const MAIL_TEXTS: Record<Language, typeof englishTexts.certification.mail> = {
  en: englishTexts.certification.mail,
  de: germanTexts.certification.mail,
};
const GERMAN_SPEAKING = new Set(['DE', 'AT', 'CH', 'LI']);

/** The language of a recipient who chose none: that of the organisation's country. */
export const countryLanguage = (country: string | null): Language =>
  GERMAN_SPEAKING.has((country ?? '').toUpperCase()) ? 'de' : 'en';

/** The language a user chose, else the one his interface showed last, else `fallback`. */
export const languageOr = (
  user: { language: string | null; interfaceLanguage: string | null },
  fallback: Language,
): Language =>
  isLanguage(user.language) ? user.language : isLanguage(user.interfaceLanguage) ? user.interfaceLanguage : fallback;

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The day in the pattern the interface shows in the recipient's language (src/domain/dayFormat.ts). */
export function formatDay(day: string | null, language: Language): string {
  return formatIsoDay(day, language) || '–';
}

/** The user (table alias `user`) holds one of the features (or `all`), or is an administrator of his organisation. */
export const holdsFeature = (user: string, features: readonly string[]): Expression<SqlBool> =>
  sql<SqlBool>`('ADMIN' = ANY(${sql.ref(`${user}.authorizations`)}) OR EXISTS (SELECT 1 FROM user_features f WHERE f.user_id = ${sql.ref(`${user}.id`)} AND f.feature IN (${sql.join([...features, 'all'])})))`;

/** Users of an organisation (not deleted) with one of the features. */
export const usersWithFeature = (db: Db, organisationId: string, features: readonly string[]) =>
  db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.language', 'u.interfaceLanguage', 'u.firstName', 'u.lastName'])
    .where('u.organisationId', '=', organisationId)
    .where('u.deleted', '=', false)
    .where(holdsFeature('u', features));

export interface Recipient {
  email: string;
  language: Language;
  /** Path of the request in the app for this recipient; none when he cannot open it. */
  path: string | null;
}

export async function recipientsOf(db: Db, certificateId: string) {
  const row = await certificatesJoined(db)
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
      'u.interfaceLanguage as userInterfaceLanguage',
      // his account opens the request only with the instructor feature (reach `my`)
      sql<boolean>`u.id IS NOT NULL AND ${holdsFeature('u', ['user_is_instructor'])}`.as('instructorCanOpen'),
    ])
    .where('r.id', '=', certificateId)
    .executeTakeFirst();
  if (!row) return undefined;
  const fallback = countryLanguage(row.country);
  const recipients = new Map<string, Recipient>();

  // the site: those who can correct the request, else its contact address
  const coordinators = await usersWithFeature(db, row.organisationId, ['its_instructor_certificates']).execute();
  const sitePath = `/its/instructor-certificates/${row.id}`;
  for (const user of coordinators) {
    recipients.set(user.email.toLowerCase(), {
      email: user.email,
      language: languageOr(user, fallback),
      path: sitePath,
    });
  }
  if (!coordinators.length && row.contactEmail) {
    recipients.set(row.contactEmail.toLowerCase(), { email: row.contactEmail, language: fallback, path: sitePath });
  }

  const instructorEmail = row.userEmail ?? row.profileEmail;
  if (instructorEmail && !recipients.has(instructorEmail.toLowerCase())) {
    recipients.set(instructorEmail.toLowerCase(), {
      email: instructorEmail,
      language: languageOr({ language: row.userLanguage, interfaceLanguage: row.userInterfaceLanguage }, fallback),
      path: row.instructorCanOpen ? `/certificates/${row.id}` : null,
    });
  }
  return { row, recipients: [...recipients.values()] };
}

/** A certificate's row as its mails read it (recipientsOf). */
type MailRow = NonNullable<Awaited<ReturnType<typeof recipientsOf>>>['row'];

/** A mail in one language: its subject, its text with the link, and the text for whom no link opens the request. */
interface MailTemplate {
  subject: string;
  text: string;
  no_account: string;
}

/**
 * Mails a certificate's template to one recipient, in his language: who, at which site and ITC,
 * in which discipline, until when, and his link filled in, beside the `values` of the mail's own.
 */
export async function mailCertificate(
  ctx: AppContext,
  row: MailRow,
  recipient: Recipient,
  template: MailTemplate,
  values: Record<string, string | number>,
) {
  const filled = {
    instructor: `${row.firstName} ${row.lastName}`,
    organisation: row.organisationName,
    itc: row.itcName,
    discipline: row.disciplineName,
    expiryDate: formatDay(row.expiryDate, recipient.language),
    link: recipient.path ? `${ctx.config.publicUrl}${recipient.path}` : '',
    ...values,
  };
  await ctx.mailer.send({
    to: recipient.email,
    subject: fill(template.subject, filled),
    text: fill(recipient.path ? template.text : template.no_account, filled),
  });
}

export async function sendDecisionMail(
  ctx: AppContext,
  log: FastifyBaseLogger,
  certificateId: string,
  kind: DecisionKind,
): Promise<void> {
  try {
    const found = await recipientsOf(ctx.db, certificateId);
    if (!found) return;
    const { row, recipients } = found;
    for (const recipient of recipients) {
      const texts = MAIL_TEXTS[recipient.language];
      await mailCertificate(ctx, row, recipient, texts[kind], {
        type: texts.types[row.disciplineType as keyof typeof texts.types] ?? row.disciplineType,
        comment: row.itcComment ?? '',
      });
    }
  } catch (error) {
    // the decision is saved; a mail that cannot go out must not undo it
    log.error({ err: error, certificateId, kind }, 'certificate mail failed');
  }
}
