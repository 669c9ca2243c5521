import {
  expressionBuilder,
  sql,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { addDays, EXPIRES_SOON_DAYS, today, type DisplayStatus, type Revision } from '../../../src/domain/certificates';
import { reaches, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { inFewIds } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { likePattern, type AnyQuery } from '../../http/list';
import type { AnyDb } from '../../resources/extension';
import { personMatches } from '../../services/personSearch';
import { lastReminderSql, readinessSql, readySql } from './renewalRules';

/**
 * The SQL of instructor certification, each shape once: instructors with the people behind them,
 * the name lists show, the instructor search, display statuses, and certificates with their names.
 * Rows are aliased `r` as the declared resources expect; the certificate lists and the dashboard
 * cards read the same rows, so every number on a card links to a list with as many rows.
 */

// ------------------------------------------------------------------------------------------
// Instructors and the people behind them
// ------------------------------------------------------------------------------------------

type WithPerson<Q> =
  Q extends SelectQueryBuilder<infer DB, infer TB, infer O>
    ? SelectQueryBuilder<DB & { p: Database['participantProfiles'] }, TB | 'p', O>
    : never;

/** Joins the person behind the instructor profile aliased `instructor` (names, e-mail, linked user) as `p`. */
export const withPerson = <Q extends AnyQuery>(query: Q, instructor = 'i') =>
  query.innerJoin('participantProfiles as p', 'p.id', `${instructor}.participantProfileId`) as WithPerson<Q>;

/** An instructor's name as the screens show it, and so sort it: "First Last" of the person `p`. */
export const instructorName = sql<string>`p.first_name || ' ' || p.last_name`;

/** How lists of instructors sort them: by their names as shown, profiles joined as `p`, the row as `r`. */
export const instructorColumns = {
  instructorName,
  firstName: 'p.firstName',
  lastName: 'p.lastName',
  email: 'p.email',
  ahaInstructorId: 'r.ahaInstructorId',
};

/** Subqueries that need no database of their own: the query they are part of runs them. */
const eb = expressionBuilder<Database>();

/** Instructor profiles `i` with their person `p`, as a subquery. */
const profiles = () => withPerson(eb.selectFrom('instructorProfiles as i'));

/** The ids of a user's own instructor profiles (what a `my` grant reaches). */
const profilesOf = (userId: string) => profiles().select('i.id').where('p.userId', '=', userId);

/** Instructor profiles `r` (not deleted) with person `p` and site `o`, of the scope (`my`: his own). */
export const instructorsIn = (db: Db, scope: Scope) =>
  withPerson(db.selectFrom('instructorProfiles as r').innerJoin('organisations as o', 'o.id', 'r.organisationId'), 'r')
    .where('r.deleted', '=', false)
    .where('p.deleted', '=', false)
    .where(reaches(scope, 'r.organisationId', (userId) => sql<SqlBool>`p.user_id = ${userId}`));

/**
 * The free-text search for instructors: name in either order, e-mail or AHA id, ignoring case. It
 * asks the trigram indexes of migrations 040 and 096 for the matching instructor profiles first, so a
 * search over a whole ITC does not read every certificate. `column` holds an instructor profile id.
 */
export function instructorMatches(column: string, q: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} IN ${instructorMatching(q)}`;
}

/** The ids of the instructor profiles a search text matches. */
function instructorMatching(q: string) {
  const pattern = likePattern(q.trim().toLowerCase());
  // the mark lets PostgreSQL use the index of instructors' people alone (migration 096)
  const byPerson = profiles()
    .select('i.id')
    .where(personMatches('p', q))
    .where(sql<SqlBool>`p.is_instructor`);
  const byAhaId = eb.selectFrom('instructorProfiles as i').select('i.id').where('i.ahaInstructorId', 'ilike', pattern);
  return byPerson.union(byAhaId);
}

/** Up to how many matched instructors a search names by their ids (`matchedInstructors`). */
const MOST_MATCHED = 500;

/**
 * `instructorMatches` with the match read first: the matching profiles' ids, so that the list's
 * page and count name them and run as prepared statements (`inFewIds`) instead of being planned
 * anew for each text with the pattern inside (the page's six joins planned for every search took
 * as long as the trigram match). A text matching more than `most` profiles (a letter or two)
 * keeps the match inside the statement.
 */
export async function matchedInstructors(db: AnyDb, column: string, q: string, most = MOST_MATCHED) {
  const matching = instructorMatching(q);
  const ids = await db
    .selectFrom(matching.as('m'))
    .select('m.id')
    .limit(most + 1)
    .execute();
  if (ids.length > most) return sql<SqlBool>`${sql.ref(column)} IN ${matching}`;
  return inFewIds(
    column,
    ids.map((row) => row.id as string),
  );
}

// ------------------------------------------------------------------------------------------
// Display statuses (domain displayStatus() in SQL)
// ------------------------------------------------------------------------------------------

/** The expiry date of an instructor's newest certified certificate of a discipline (or NULL). */
export const newestExpirySql = (instructorColumn: string, disciplineColumn: string) =>
  sql<
    string | null
  >`(SELECT n.expiry_date FROM instructor_certificates n WHERE n.instructor_id = ${sql.ref(instructorColumn)} AND n.discipline_id = ${sql.ref(disciplineColumn)} AND n.status = 'CERTIFIED' ORDER BY n.expiry_date DESC LIMIT 1)`;

/** The display status of an expiry date on `day`. */
export function displayStatusSql(
  expiry: Expression<string | null> | RawBuilder<string | null>,
  day: string = today(),
): RawBuilder<DisplayStatus> {
  const soon = addDays(day, EXPIRES_SOON_DAYS);
  return sql<DisplayStatus>`(CASE WHEN ${expiry} IS NULL THEN 'NO_CERTIFICATE' WHEN ${expiry} < ${day}::date THEN 'EXPIRED' WHEN ${expiry} <= ${soon}::date THEN 'EXPIRES_SOON' ELSE 'ACTIVE' END)`;
}

/**
 * The display status of an instructor's newest certified certificate of a discipline, computed
 * inside its subquery: a CASE over newestExpirySql would repeat the subquery (and its planning)
 * once per WHEN.
 */
export const newestDisplayStatusSql = (instructorColumn: string, disciplineColumn: string, day: string) =>
  sql<DisplayStatus>`coalesce((SELECT ${displayStatusSql(sql`n.expiry_date`, day)} FROM instructor_certificates n WHERE n.instructor_id = ${sql.ref(instructorColumn)} AND n.discipline_id = ${sql.ref(disciplineColumn)} AND n.status = 'CERTIFIED' ORDER BY n.expiry_date DESC LIMIT 1), 'NO_CERTIFICATE')`;

/**
 * The display status of a certificate `r`, as the certificate lists show and filter it: its own
 * expiry once certified, else the instructor's current one in that discipline.
 */
export const certificateDisplayStatusSql = (day: string) =>
  sql<DisplayStatus>`(CASE WHEN r.status = 'CERTIFIED' THEN ${displayStatusSql(sql`r.expiry_date`, day)} ELSE ${newestDisplayStatusSql('r.instructorId', 'r.disciplineId', day)} END)`;

/**
 * Whether the certificate `r` was sent back (domain REVISIONS): declined and in data entry again,
 * or submitted again and waiting for the ITC; NULL otherwise. The audit rows hold the declines.
 */
export const revisionSql = sql<Revision | null>`(CASE WHEN r.status IN ('DATAENTRY', 'APPROVAL') AND EXISTS (SELECT 1 FROM audit_log a WHERE a.entity = 'instructor-certificates' AND a.entity_id = r.id::text AND a.action = 'decline') THEN CASE r.status WHEN 'DATAENTRY' THEN 'SENT_BACK' ELSE 'RESUBMITTED' END END)`;

/** The ITC whose disciplines a site uses: its parent, or itself when it is the ITC. */
export const itcOfSql = (organisationAlias: string) =>
  sql<string>`coalesce(${sql.ref(`${organisationAlias}.parentId`)}, ${sql.ref(`${organisationAlias}.id`)})`;

// ------------------------------------------------------------------------------------------
// Certificates
// ------------------------------------------------------------------------------------------

/** Certificates `r` of the scope: of its organisations, or (a `my` grant) of the user's own profiles. */
export const certificatesIn = (scope: Scope) =>
  reaches(scope, 'r.organisationId', (userId) => sql<SqlBool>`r.instructor_id IN ${profilesOf(userId)}`);

/** Certificates `r` with their site `o`, instructor `i`, person `p` and discipline `d`. */
export const certificatesJoined = (db: Db) =>
  withPerson(
    db
      .selectFrom('instructorCertificates as r')
      .innerJoin('organisations as o', 'o.id', 'r.organisationId')
      .innerJoin('instructorProfiles as i', 'i.id', 'r.instructorId'),
  ).innerJoin('disciplines as d', 'd.id', 'r.disciplineId');

/**
 * The certificates of the scope with the names their screens show, the display status on `day`,
 * and what decides the caller's relation to each (organisation's parent, instructor's user).
 */
export const certificateRows = (db: Db, scope: Scope, day = today()) =>
  certificatesJoined(db)
    .select([
      'r.id',
      'r.organisationId',
      'o.name as organisationName',
      'o.parentId as organisationParentId',
      'r.instructorId',
      instructorName.as('instructorName'),
      'i.ahaInstructorId',
      'p.userId as instructorUserId',
      'r.disciplineId',
      'd.name as disciplineName',
      'd.validityMonths',
      'r.disciplineType',
      'r.status',
      'r.info',
      'r.itcComment',
      'r.certificationDate',
      'r.expiryDate',
      'r.createdAt',
      'r.updatedAt',
      'r.invoiceNameOrInstitution',
      'r.invoiceStreet',
      'r.invoiceHouseNumber',
      'r.invoiceZipCode',
      'r.invoiceCity',
      'r.invoiceCountry',
      'r.paidRecertificationAccepted',
      certificateDisplayStatusSql(day).as('displayStatus'),
      revisionSql.as('revision'),
      readinessSql('r.instructorId', 'r.disciplineId').as('renewal'),
      lastReminderSql.as('lastReminder'),
    ])
    .where(certificatesIn(scope));

export type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificateRows>['executeTakeFirstOrThrow']>>;

/** The certificates of the scope without their names: what long lists filter, count and page. */
export const certificateBase = (db: Db, scope: Scope) =>
  db.selectFrom('instructorCertificates as r').select('r.id').where(certificatesIn(scope));

/** The files of a certificate, by type and age (without their content), with who uploaded them. */
export const filesOf = (db: Db, certificateId: string) =>
  db
    .selectFrom('certificateFiles as f')
    .leftJoin('users as u', 'u.id', 'f.createdBy')
    .select([
      'f.id',
      'f.type',
      'f.fileName',
      'f.contentType',
      'f.size',
      'f.createdAt',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('uploadedByName'),
    ])
    .where('f.certificateId', '=', certificateId)
    .orderBy('f.type')
    .orderBy('f.createdAt')
    .orderBy('f.id');

// ------------------------------------------------------------------------------------------
// Instructors of an ITC with their display status per discipline
// ------------------------------------------------------------------------------------------

export interface DisciplineStatus {
  disciplineId: string;
  disciplineName: string;
  expiryDate: string | null;
  displayStatus: DisplayStatus;
  renewalReady: boolean;
}

/** Every discipline of the ITC of the instructor `r` (at site `o`), with his display status in it. */
export const disciplineStatusesSql = (day: string) =>
  sql<DisciplineStatus[]>`(
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'disciplineId', d.id,
      'disciplineName', d.name,
      'expiryDate', x.expiry,
      'displayStatus', ${displayStatusSql(sql`x.expiry`, day)},
      'renewalReady', ${readySql('r.id', 'd.id')}
    ) ORDER BY d.name), '[]'::jsonb)
    FROM disciplines d
    CROSS JOIN LATERAL (SELECT ${newestExpirySql('r.id', 'd.id')} AS expiry) x
    WHERE d.organisation_id = ${itcOfSql('o')} AND NOT d.deleted
  )`;

/**
 * The discipline and display-status filters of the instructors `r` (site `o`), which belong
 * together: the status in that discipline, a certificate in it, or the status in any discipline.
 */
export function disciplineStatusCondition(discipline: string | undefined, status: string | undefined, day: string) {
  const statusIn = (disciplines: RawBuilder<unknown>) =>
    sql<SqlBool>`EXISTS (SELECT 1 FROM disciplines d WHERE ${disciplines} AND d.organisation_id = ${itcOfSql('o')} AND ${newestDisplayStatusSql('r.id', 'd.id', day)} = ${status})`;
  if (discipline && status) return statusIn(sql`d.id = ${discipline}`);
  if (discipline)
    return sql<SqlBool>`EXISTS (SELECT 1 FROM instructor_certificates c WHERE c.instructor_id = r.id AND c.discipline_id = ${discipline})`;
  if (status) return statusIn(sql`NOT d.deleted`);
  return undefined;
}
