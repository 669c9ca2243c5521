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
import type { Db } from '../../db/database';
import {
  displayStatusSql,
  reachCondition,
  reachesAnything,
  reachesOf,
  rowDisplayStatusSql,
  type Reaches,
} from '../certificates';
import type { CardSource } from './cardSource';

/**
 * The certificate cards of the dashboard. Each reads the rows the certificate list of its scope
 * shows (same reach, same display status in SQL), so every number links to a list with as many rows.
 */

/** The reach of a card's scope; undefined when the user reads no certificates in it. */
function reachOfScope(user: SessionUser, reach: Reach): Reaches | undefined {
  const reaches = reachesOf(user, CERTIFICATE_READERS, 'read', reach);
  return reachesAnything(reaches) ? reaches : undefined;
}

/**
 * The reach of a site card. Internal staff reach every organisation in the site scope and in the
 * ITC scope alike: when they hold both, the site card would repeat the ITC card, so it is left out.
 */
function siteReach(user: SessionUser): Reaches | undefined {
  const reaches = reachOfScope(user, 'own');
  if (reaches?.own?.kind === 'all' && reachOfScope(user, 'itc')?.itc?.kind === 'all') return undefined;
  return reaches;
}

/** Certificates the list of a scope shows (alias c, with o, i, p, d as the lists join them). */
const scoped = (db: Db, reaches: Reaches) =>
  db
    .selectFrom('instructorCertificates as c')
    .innerJoin('organisations as o', 'o.id', 'c.organisationId')
    .innerJoin('instructorProfiles as i', 'i.id', 'c.instructorId')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .innerJoin('disciplines as d', 'd.id', 'c.disciplineId')
    .where(reachCondition(reaches, 'c.organisationId', 'p.userId'));

/**
 * The same rows for counting, without the joins: the foreign keys guarantee every joined row, so
 * only the "my" reach, which asks for the instructor's user, needs them (as the lists count).
 */
const counted = (db: Db, reaches: Reaches) =>
  reaches.my
    ? scoped(db, reaches)
    : db.selectFrom('instructorCertificates as c').where(reachCondition(reaches, 'c.organisationId', 'p.userId'));

/** The open request (not certified) of the row's instructor in its discipline, as JSON or NULL. */
const openRequestSql = (instructorColumn: string, disciplineColumn: string) =>
  sql<OpenRequest | null>`(SELECT jsonb_build_object('id', r.id, 'status', r.status) FROM instructor_certificates r WHERE r.instructor_id = ${sql.ref(instructorColumn)} AND r.discipline_id = ${sql.ref(disciplineColumn)} AND r.status <> 'CERTIFIED' ORDER BY r.created_at DESC LIMIT 1)`;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Counts per process status, per display status and in all, in one grouped query. */
async function countCertificates(db: Db, reaches: Reaches, day: string): Promise<CertificateCountsData> {
  const rows = counted(db, reaches).select(['c.status', rowDisplayStatusSql(day).as('displayStatus')]);
  const groups = await db
    .selectFrom(rows.as('x'))
    .select([
      'x.status',
      'x.displayStatus',
      (eb) => eb.fn.countAll<number>().as('n'),
      // 1: a status row, 2: a display-status row, 3: the total
      sql<number>`GROUPING(x.status, x.display_status)`.as('grouping'),
    ])
    .groupBy(sql`GROUPING SETS ((x.status), (x.display_status), ())`)
    .execute();
  const result: CertificateCountsData = {
    total: 0,
    byStatus: zeros(CERTIFICATE_STATUSES),
    byDisplayStatus: zeros(DISPLAY_STATUSES),
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
  const reaches = siteReach(user);
  if (!reaches) return null;
  return { data: await countCertificates(db, reaches, today()) };
};

/** ITC instructor certificates: the counts over the ITC and its sites, and the requests waiting for its decision. */
export const itcCertificateCounts: CardSource = async (db, user) => {
  const reaches = reachOfScope(user, 'itc');
  if (!reaches) return null;
  const [counts, waiting] = await Promise.all([
    countCertificates(db, reaches, today()),
    scoped(db, reaches)
      .select([
        'c.id',
        sql<string>`p.first_name || ' ' || p.last_name`.as('instructorName'),
        'd.name as disciplineName',
        'o.name as organisationName',
        'c.status',
        'c.updatedAt as since',
      ])
      .where('c.status', 'in', ['APPROVAL', 'APPROVED'])
      .orderBy('c.updatedAt')
      .orderBy('c.id')
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
    const reaches = reach === 'own' ? siteReach(user) : reachOfScope(user, reach);
    if (!reaches) return null;
    const day = today();
    const rows = await scoped(db, reaches)
      .select([
        'c.id',
        'c.instructorId',
        sql<string>`p.first_name || ' ' || p.last_name`.as('instructorName'),
        'i.ahaInstructorId',
        'd.name as disciplineName',
        'o.name as organisationName',
        sql<string>`c.expiry_date::text`.as('expiryDate'),
        sql<number>`c.expiry_date - ${day}::date`.as('daysLeft'),
        openRequestSql('c.instructorId', 'c.disciplineId').as('openRequest'),
        sql<number>`count(*) OVER ()`.as('total'),
      ])
      .where('c.status', '=', 'CERTIFIED')
      .where(sql<SqlBool>`c.expiry_date BETWEEN ${day}::date AND ${addDays(day, EXPIRES_SOON_DAYS)}::date`)
      .where(
        sql<SqlBool>`NOT EXISTS (SELECT 1 FROM instructor_certificates n WHERE n.instructor_id = c.instructor_id AND n.discipline_id = c.discipline_id AND n.status = 'CERTIFIED' AND (n.expiry_date > c.expiry_date OR (n.expiry_date = c.expiry_date AND n.id > c.id)))`,
      )
      .orderBy('c.expiryDate')
      .orderBy('p.lastName')
      .orderBy('p.firstName')
      .orderBy('c.id')
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
 * display status from the newest certified certificate, its expiry, and an open request.
 */
export const myCertificates: CardSource = async (db, user) => {
  const reaches = reachOfScope(user, 'my');
  if (!reaches) return null;
  const day = today();
  const pairs = scoped(db, reaches).select(['c.instructorId', 'c.disciplineId']).distinct();
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
