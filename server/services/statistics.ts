import { sql, type RawBuilder } from 'kysely';
import {
  CERTIFICATE_STATUSES,
  DISPLAY_STATUSES,
  type CertificateStatus,
  type DisplayStatus,
} from '../../src/domain/certificates';
import { COURSE_STATUSES, type CourseStatus } from '../../src/domain/courses';
import type { MonthCounts, StatisticsAnswer, StatisticsRange } from '../../src/domain/statistics';
import { inOrganisations, type Organisations } from '../auth/scope';
import type { Db } from '../db/database';
import { displayStatusSql } from '../areas/certification/queries';

/**
 * The demo statistics, every number counted by PostgreSQL: months come from generate_series (so
 * empty months show as zeros), counts per status are shaped as JSON objects keyed by the domain's
 * statuses. Calendar months of timestamps are taken in UTC. Each query reads its table once
 * (grouped first, joined to the months after), so a year over a network of 250,000 certificates
 * and 600,000 participants stays in the tens of milliseconds. The queries run without the
 * camel-case plugin, which would rename the status keys inside the JSON (EXPIRES_SOON to
 * EXPIRESSOON); their columns are named in camel case here instead.
 *
 * They cover the given organisations: all of them for the internal staff's demo statistics, an
 * ITC's network (the ITC, its sites and its disciplines) for the ITC's own statistics.
 */

/** `jsonb_build_object('A', <count of A>, ...)` over the given values. */
const jsonCounts = (values: readonly string[], countOf: (value: RawBuilder<string>) => RawBuilder<unknown>) =>
  sql`jsonb_build_object(${sql.join(values.map((value) => sql`${sql.lit(value)}::text, ${countOf(sql.lit(value))}`))})`;

/** The months of the range as timestamps (first of each month). */
const months = (range: StatisticsRange) =>
  sql`generate_series(date_trunc('month', ${range.from}::timestamp), date_trunc('month', ${range.to}::timestamp), interval '1 month')`;

/** Per month of the range: counts per status from `grouped` (columns month, status, n). */
const byMonth = <S extends string>(
  db: Db,
  range: StatisticsRange,
  statuses: readonly S[],
  grouped: RawBuilder<unknown>,
) =>
  sql<MonthCounts<S>>`
    WITH g AS (${grouped})
    SELECT to_char(m.month, 'YYYY-MM') AS month, ${jsonCounts(statuses, (s) => sql`coalesce(sum(g.n) FILTER (WHERE g.status = ${s}), 0)::int`)} AS counts
    FROM ${months(range)} AS m(month)
    LEFT JOIN g ON g.month = m.month
    GROUP BY m.month
    ORDER BY m.month`
    .execute(db)
    .then((r) => r.rows);

/** Certificate requests filed in the range (UTC days), per month of filing and status now. */
const certificatesByMonth = (db: Db, range: StatisticsRange, organisations: Organisations) =>
  byMonth(
    db,
    range,
    CERTIFICATE_STATUSES,
    sql`SELECT date_trunc('month', c.created_at AT TIME ZONE 'UTC') AS month, c.status, count(*) AS n
        FROM instructor_certificates c
        WHERE c.created_at >= ${range.from}::timestamp AT TIME ZONE 'UTC' AND c.created_at < (${range.to}::date + 1)::timestamp AT TIME ZONE 'UTC'
          AND ${inOrganisations('c.organisation_id', organisations)}
        GROUP BY 1, 2`,
  ) as Promise<MonthCounts<CertificateStatus>[]>;

/** Courses starting in the range, per month of the start and status now. */
const coursesByMonth = (db: Db, range: StatisticsRange, organisations: Organisations) =>
  byMonth(
    db,
    range,
    COURSE_STATUSES,
    sql`SELECT date_trunc('month', c.start_date::timestamp) AS month, c.status, count(*) AS n
        FROM courses c
        WHERE c.start_date BETWEEN ${range.from}::date AND ${range.to}::date AND ${inOrganisations('c.organisation_id', organisations)}
        GROUP BY 1, 2`,
  ) as Promise<MonthCounts<CourseStatus>[]>;

/**
 * Per discipline name: every instructor (profile not deleted, existing by the range's last day)
 * of the sites of the discipline's ITC, with his display status on that day, from the certificates
 * certified by then. The statuses are counted from the instructors' newest certificates (one pass
 * over the certificates); NO_CERTIFICATE is the rest of the ITC's instructors, so the product of
 * instructors and disciplines is never built.
 */
async function displayStatusByDiscipline(db: Db, range: StatisticsRange, organisations: Organisations) {
  const ofNetwork = sql`AND ${inOrganisations('d.organisation_id', organisations)}`;
  const status = displayStatusSql(sql<string | null>`x.expiry`, range.to);
  // 100,000 newest certificates are grouped here: with the default 4 MB of work memory that sorts on disk
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL work_mem = '32MB'`.execute(trx);
    return sql<{ discipline: string; counts: Record<DisplayStatus, number> }>`
    WITH instructors AS (
      SELECT i.id, coalesce(site.parent_id, site.id) AS itc FROM instructor_profiles i
      JOIN organisations site ON site.id = i.organisation_id AND NOT site.deleted
      WHERE NOT i.deleted AND (i.created_at AT TIME ZONE 'UTC')::date <= ${range.to}::date AND ${inOrganisations('i.organisation_id', organisations)}),
    newest AS (
      SELECT n.instructor_id, n.discipline_id, max(n.expiry_date) AS expiry FROM instructor_certificates n
      WHERE n.status = 'CERTIFIED' AND coalesce(n.certification_date, (n.created_at AT TIME ZONE 'UTC')::date) <= ${range.to}::date
      GROUP BY 1, 2),
    held AS (
      SELECT x.discipline_id, ${status} AS status, count(*) AS n FROM newest x
      JOIN instructors i ON i.id = x.instructor_id
      JOIN disciplines d ON d.id = x.discipline_id AND d.organisation_id = i.itc
      GROUP BY 1, 2),
    per_itc AS (SELECT itc, count(*) AS n FROM instructors GROUP BY itc),
    per_discipline AS (
      SELECT d.name, h.status, h.n FROM held h JOIN disciplines d ON d.id = h.discipline_id WHERE NOT d.deleted ${ofNetwork}
      UNION ALL
      SELECT d.name, 'NO_CERTIFICATE', coalesce(p.n, 0) - coalesce((SELECT sum(h.n) FROM held h WHERE h.discipline_id = d.id), 0)
      FROM disciplines d LEFT JOIN per_itc p ON p.itc = d.organisation_id WHERE NOT d.deleted ${ofNetwork})
    SELECT name AS discipline, ${jsonCounts(DISPLAY_STATUSES, (s) => sql`coalesce(sum(n) FILTER (WHERE status = ${s}), 0)::int`)} AS counts
    FROM per_discipline
    GROUP BY name
    ORDER BY name`.execute(trx);
  });
  return rows;
}

/** Participants of the courses starting in the range, per course type name (counted per course from its index). */
async function participantsByCourseType(db: Db, range: StatisticsRange, organisations: Organisations) {
  const { rows } = await sql<{ courseType: string; courses: number; participants: number }>`
    SELECT t.name AS "courseType", count(*)::int AS courses, coalesce(sum(p.n), 0)::int AS participants
    FROM courses c
    JOIN course_types t ON t.id = c.course_type_id
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM course_participants cp WHERE cp.course_id = c.id) p
    WHERE c.start_date BETWEEN ${range.from}::date AND ${range.to}::date AND ${inOrganisations('c.organisation_id', organisations)}
    GROUP BY t.name
    ORDER BY participants DESC, t.name`.execute(db);
  return rows;
}

const sum = (values: number[]) => values.reduce((total, n) => total + Number(n), 0);

/** Every figure of the statistics page for a (validated) range; the totals are the sums of the charts' counts. */
export async function statistics(
  db: Db,
  range: StatisticsRange,
  organisations: Organisations = { kind: 'all' },
): Promise<StatisticsAnswer> {
  const raw = db.withoutPlugins() as Db;
  const [certificates, disciplines, courses, participants] = await Promise.all([
    certificatesByMonth(raw, range, organisations),
    displayStatusByDiscipline(raw, range, organisations),
    coursesByMonth(raw, range, organisations),
    participantsByCourseType(raw, range, organisations),
  ]);
  return {
    ...range,
    totals: {
      certificates: sum(certificates.flatMap((m) => Object.values(m.counts))),
      courses: sum(courses.flatMap((m) => Object.values(m.counts))),
      participants: sum(participants.map((p) => p.participants)),
    },
    certificatesByMonth: certificates,
    displayStatusByDiscipline: disciplines,
    coursesByMonth: courses,
    participantsByCourseType: participants,
  };
}
