import { sql, type SqlBool } from 'kysely';
import {
  addDays,
  CERTIFICATE_READERS,
  CERTIFICATE_STATUSES,
  DISPLAY_STATUSES,
  EXPIRES_SOON_DAYS,
  today,
  type CertificateStatus,
  type DisplayStatus,
} from '../../../src/domain/certificates';
import type { Reach } from '../../../src/domain/resources';
import { heldOf } from '../../../src/domain/access';
import {
  EXPIRING_LIMIT,
  WAITING_LIMIT,
  type CertificateCountsData,
  type ExpiringCertificatesData,
  type ItcCertificateCountsData,
  type MyCertificatesData,
  type OpenRequest,
} from '../../../src/domain/dashboardData';
import type { SessionUser } from '../../../src/domain/session';
import {
  certificateBase,
  certificateDisplayStatusSql,
  certificatesIn,
  certificatesJoined,
  displayStatusSql,
  instructorName,
  revisionSql,
} from '../../areas/certification/queries';
import { scopeOf, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import type { CardSource } from './cardSource';
import { hasInstructorProfile } from './ownInstructorProfiles';

/**
 * The certificate cards of the dashboard. Each reads the rows the certificate list of its scope
 * shows (same reach, same display status in SQL), so every number links to a list with as many rows.
 */

/** The scope of a card's reach; undefined when the user reads no certificates in it. */
const scopeOfReach = (user: SessionUser, reach: Reach): Scope | undefined =>
  scopeOf(user, heldOf(user, CERTIFICATE_READERS, 'read'), reach);

/**
 * The reach of a site card. Internal staff reach every organisation in the site scope and in the
 * ITC scope alike: when they hold both, the site card would repeat the ITC card, so it is left out.
 */
function siteScope(user: SessionUser): Scope | undefined {
  const scope = scopeOfReach(user, 'own');
  if (scope?.organisations?.kind === 'all' && scopeOfReach(user, 'itc')?.organisations?.kind === 'all')
    return undefined;
  return scope;
}

/** Certificates the list of a scope shows (alias r, with o, i, p, d as the lists join them). */
const scoped = (db: Db, scope: Scope) => certificatesJoined(db).where(certificatesIn(scope));

/** The open request (not certified) of the row's instructor in its discipline, as JSON or NULL. */
const openRequestSql = (instructorColumn: string, disciplineColumn: string) =>
  sql<OpenRequest | null>`(SELECT jsonb_build_object('id', q.id, 'status', q.status) FROM instructor_certificates q WHERE q.instructor_id = ${sql.ref(instructorColumn)} AND q.discipline_id = ${sql.ref(disciplineColumn)} AND q.status <> 'CERTIFIED' ORDER BY q.created_at DESC LIMIT 1)`;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Counts per process status, per display status and in all, in one grouped query. */
async function countCertificates(db: Db, scope: Scope, day: string): Promise<CertificateCountsData> {
  // the rows without their names, as the lists count them
  const rows = certificateBase(db, scope)
    .clearSelect()
    .select(['r.status', certificateDisplayStatusSql(day).as('displayStatus')]);
  const sentBack = certificateBase(db, scope)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<SqlBool>`${revisionSql} = 'SENT_BACK'`);
  const grouped = db
    .selectFrom(rows.as('x'))
    .select([
      'x.status',
      'x.displayStatus',
      (eb) => eb.fn.countAll<number>().as('n'),
      // 1: a status row, 2: a display-status row, 3: the total
      sql<number>`GROUPING(x.status, x.display_status)`.as('grouping'),
    ])
    .groupBy(sql`GROUPING SETS ((x.status), (x.display_status), ())`);
  const [groups, sent] = await Promise.all([grouped.execute(), sentBack.executeTakeFirstOrThrow()]);
  const result: CertificateCountsData = {
    total: 0,
    byStatus: zeros(CERTIFICATE_STATUSES),
    byDisplayStatus: zeros(DISPLAY_STATUSES),
    sentBack: sent.n,
  };
  for (const group of groups) {
    if (group.grouping === 1) result.byStatus[group.status as CertificateStatus] = group.n;
    else if (group.grouping === 2) result.byDisplayStatus[group.displayStatus as DisplayStatus] = group.n;
    else result.total = group.n;
  }
  return result;
}

/** ITS instructor certificates: the counts of the site's list (`/its/instructor_certificates`). */
export const itsCertificateCounts: CardSource = async (db, user) => {
  const scope = siteScope(user);
  if (!scope) return null;
  return { data: await countCertificates(db, scope, today()) };
};

/** ITC instructor certificates: the counts over the ITC and its sites, and the requests waiting for its decision. */
export const itcCertificateCounts: CardSource = async (db, user) => {
  const scope = scopeOfReach(user, 'itc');
  if (!scope) return null;
  const [counts, waiting] = await Promise.all([
    countCertificates(db, scope, today()),
    scoped(db, scope)
      .select([
        'r.id',
        instructorName.as('instructorName'),
        'd.name as disciplineName',
        'o.name as organisationName',
        'r.status',
        revisionSql.as('revision'),
        'r.updatedAt as since',
      ])
      .where('r.status', 'in', ['APPROVAL', 'APPROVED'])
      .orderBy('r.updatedAt')
      .orderBy('r.id')
      .limit(WAITING_LIMIT)
      .execute(),
  ]);
  const data: ItcCertificateCountsData = {
    ...counts,
    waiting: waiting.map((row) => ({
      ...row,
      status: row.status as CertificateStatus,
      since: new Date(row.since).toISOString(),
    })),
  };
  return { data };
};

/**
 * Certificates expiring within EXPIRES_SOON_DAYS: certified, expiring from today on, and the newest
 * certified one of their instructor and discipline (a renewed certificate no longer expires).
 */
const expiringCertificates =
  (reach: Reach): CardSource =>
  async (db, user) => {
    const scope = reach === 'own' ? siteScope(user) : scopeOfReach(user, reach);
    if (!scope) return null;
    const day = today();
    const rows = await scoped(db, scope)
      .select([
        'r.id',
        'r.instructorId',
        instructorName.as('instructorName'),
        'i.ahaInstructorId',
        'd.name as disciplineName',
        'o.name as organisationName',
        sql<string>`r.expiry_date::text`.as('expiryDate'),
        sql<number>`r.expiry_date - ${day}::date`.as('daysLeft'),
        openRequestSql('r.instructorId', 'r.disciplineId').as('openRequest'),
        sql<number>`count(*) OVER ()`.as('total'),
      ])
      .where('r.status', '=', 'CERTIFIED')
      .where(sql<SqlBool>`r.expiry_date BETWEEN ${day}::date AND ${addDays(day, EXPIRES_SOON_DAYS)}::date`)
      .where(
        sql<SqlBool>`NOT EXISTS (SELECT 1 FROM instructor_certificates n WHERE n.instructor_id = r.instructor_id AND n.discipline_id = r.discipline_id AND n.status = 'CERTIFIED' AND (n.expiry_date > r.expiry_date OR (n.expiry_date = r.expiry_date AND n.id > r.id)))`,
      )
      .orderBy('r.expiryDate')
      .orderBy('p.lastName')
      .orderBy('p.firstName')
      .orderBy('r.id')
      .limit(EXPIRING_LIMIT)
      .execute();
    const data: ExpiringCertificatesData = {
      total: rows[0]?.total ?? 0,
      certificates: rows.map(({ total: _total, ...row }) => row),
    };
    return { data };
  };

export const itsCertificatesExpiring = expiringCertificates('own');
export const itcCertificatesExpiring = expiringCertificates('itc');

/**
 * My certificates: per discipline in which the instructor holds a certificate or a request, the
 * display status from the newest certified certificate, its expiry, and an open request. Only for
 * a user with an instructor profile (empty while he has no certificate yet).
 */
export const myCertificates: CardSource = async (db, user) => {
  const scope = scopeOfReach(user, 'my');
  if (!scope || !(await hasInstructorProfile(db, user.id))) return null;
  const day = today();
  const pairs = certificateBase(db, scope).clearSelect().select(['r.instructorId', 'r.disciplineId']).distinct();
  const rows = await db
    .selectFrom(pairs.as('x'))
    .innerJoin('instructorProfiles as i', 'i.id', 'x.instructorId')
    .innerJoin('organisations as o', 'o.id', 'i.organisationId')
    .innerJoin('disciplines as d', 'd.id', 'x.disciplineId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('instructorCertificates as n')
          .select(['n.id', 'n.expiryDate'])
          .whereRef('n.instructorId', '=', 'x.instructorId')
          .whereRef('n.disciplineId', '=', 'x.disciplineId')
          .where('n.status', '=', 'CERTIFIED')
          .orderBy('n.expiryDate', 'desc')
          .orderBy('n.id', 'desc')
          .limit(1)
          .as('newest'),
      (join) => join.onTrue(),
    )
    .select([
      'd.id as disciplineId',
      'd.name as disciplineName',
      'o.name as organisationName',
      'newest.id as certifiedId',
      'newest.expiryDate',
      displayStatusSql(sql<string | null>`newest.expiry_date`, day).as('displayStatus'),
      openRequestSql('x.instructorId', 'x.disciplineId').as('openRequest'),
    ])
    .orderBy('d.name')
    .orderBy('o.name')
    .execute();
  const data: MyCertificatesData = {
    disciplines: rows.map(({ certifiedId, ...row }) => ({
      ...row,
      displayStatus: row.displayStatus,
      certificateId: (certifiedId ?? row.openRequest?.id) as string,
    })),
  };
  return { data };
};
