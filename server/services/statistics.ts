import { sql, type RawBuilder } from 'kysely';
import { CERTIFICATE_STATUSES, DISPLAY_STATUSES, type CertificateStatus, type DisplayStatus } from '../../src/domain/certificates';
import { COURSE_STATUSES, type CourseStatus } from '../../src/domain/courses';
import type { MonthCounts, StatisticsAnswer, StatisticsRange } from '../../src/domain/statistics';
import type { Db } from '../db/database';
import { displayStatusSql } from './certificates';

/**
 * The demo statistics, every number counted by PostgreSQL: months come from generate_series (so
 * empty months show as zeros), counts per status from count(*) FILTER, shaped as JSON objects
 * keyed by the domain's statuses. Calendar months of timestamps are taken in UTC. The queries run
 * without the camel-case plugin, which would rename the status keys inside the JSON
 * (EXPIRES_SOON to EXPIRESSOON); their columns are named in camel case here instead.
 */

/** `jsonb_build_object('A', count(col) FILTER (WHERE expr = 'A'), ...)` over the given values. */
const countsBy = (values: readonly string[], countColumn: RawBuilder<unknown>, expression: RawBuilder<unknown>) =>
  sql`jsonb_build_object(${sql.join(values.map((value) => sql`${sql.lit(value)}::text, count(${countColumn}) FILTER (WHERE ${expression} = ${sql.lit(value)})`))})`;

/** The months of the range as timestamps (first of each month). */
const months = (range: StatisticsRange) =>
  sql`generate_series(date_trunc('month', ${range.from}::timestamp), date_trunc('month', ${range.to}::timestamp), interval '1 month')`;

/** Certificate requests filed in the range (UTC days), per month of filing and status now. */
async function certificatesByMonth(db: Db, range: StatisticsRange) {
  const { rows } = await sql<MonthCounts<CertificateStatus>>`
    SELECT to_char(m.month, 'YYYY-MM') AS month, ${countsBy(CERTIFICATE_STATUSES, sql`c.id`, sql`c.status`)} AS counts
    FROM ${months(range)} AS m(month)
    LEFT JOIN instructor_certificates c
      ON (c.created_at AT TIME ZONE 'UTC') >= m.month
     AND (c.created_at AT TIME ZONE 'UTC') < m.month + interval '1 month'
     AND (c.created_at AT TIME ZONE 'UTC')::date BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY m.month
    ORDER BY m.month`.execute(db);
  return rows;
}

/** Courses starting in the range, per month of the start and status now. */
async function coursesByMonth(db: Db, range: StatisticsRange) {
  const { rows } = await sql<MonthCounts<CourseStatus>>`
    SELECT to_char(m.month, 'YYYY-MM') AS month, ${countsBy(COURSE_STATUSES, sql`c.id`, sql`c.status`)} AS counts
    FROM ${months(range)} AS m(month)
    LEFT JOIN courses c
      ON c.start_date >= m.month::date
     AND c.start_date < (m.month + interval '1 month')::date
     AND c.start_date BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY m.month
    ORDER BY m.month`.execute(db);
  return rows;
}

/**
 * Per discipline name: every instructor (profile not deleted, existing by the range's last day)
 * of the sites of the discipline's ITC, with his display status on that day, from the certificates
 * certified by then.
 */
async function displayStatusByDiscipline(db: Db, range: StatisticsRange) {
  const status = displayStatusSql(sql<string | null>`x.expiry`, range.to);
  const { rows } = await sql<{ discipline: string; counts: Record<DisplayStatus, number> }>`
    SELECT d.name AS discipline, ${countsBy(DISPLAY_STATUSES, sql`i.id`, status)} AS counts
    FROM disciplines d
    JOIN organisations site ON coalesce(site.parent_id, site.id) = d.organisation_id AND NOT site.deleted
    JOIN instructor_profiles i ON i.organisation_id = site.id AND NOT i.deleted AND (i.created_at AT TIME ZONE 'UTC')::date <= ${range.to}::date
    CROSS JOIN LATERAL (
      SELECT max(n.expiry_date) AS expiry FROM instructor_certificates n
      WHERE n.instructor_id = i.id AND n.discipline_id = d.id AND n.status = 'CERTIFIED'
        AND coalesce(n.certification_date, (n.created_at AT TIME ZONE 'UTC')::date) <= ${range.to}::date
    ) x
    WHERE NOT d.deleted
    GROUP BY d.name
    ORDER BY d.name`.execute(db);
  return rows;
}

/** Participants of the courses starting in the range, per course type name. */
async function participantsByCourseType(db: Db, range: StatisticsRange) {
  const { rows } = await sql<{ courseType: string; courses: number; participants: number }>`
    SELECT t.name AS "courseType", count(DISTINCT c.id) AS courses, count(p.id) AS participants
    FROM courses c
    JOIN course_types t ON t.id = c.course_type_id
    LEFT JOIN course_participants p ON p.course_id = c.id
    WHERE c.start_date BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY t.name
    ORDER BY participants DESC, t.name`.execute(db);
  return rows;
}

async function totals(db: Db, range: StatisticsRange) {
  const { rows } = await sql<StatisticsAnswer['totals']>`
    SELECT
      (SELECT count(*) FROM instructor_certificates c WHERE (c.created_at AT TIME ZONE 'UTC')::date BETWEEN ${range.from}::date AND ${range.to}::date) AS certificates,
      (SELECT count(*) FROM courses c WHERE c.start_date BETWEEN ${range.from}::date AND ${range.to}::date) AS courses,
      (SELECT count(*) FROM course_participants p JOIN courses c ON c.id = p.course_id WHERE c.start_date BETWEEN ${range.from}::date AND ${range.to}::date) AS participants`.execute(db);
  return rows[0];
}

/** Every figure of the statistics page for a (validated) range. */
export async function statistics(db: Db, range: StatisticsRange): Promise<StatisticsAnswer> {
  const raw = db.withoutPlugins() as Db;
  const [sums, certificates, disciplines, courses, participants] = await Promise.all([
    totals(raw, range),
    certificatesByMonth(raw, range),
    displayStatusByDiscipline(raw, range),
    coursesByMonth(raw, range),
    participantsByCourseType(raw, range),
  ]);
  return {
    ...range,
    totals: sums,
    certificatesByMonth: certificates,
    displayStatusByDiscipline: disciplines,
    coursesByMonth: courses,
    participantsByCourseType: participants,
  };
}
