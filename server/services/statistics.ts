import { sql, type RawBuilder } from 'kysely';
import {
  addDays,
  addMonths,
  CERTIFICATE_STATUSES,
  DISPLAY_STATUSES,
  type CertificateStatus,
  type DisplayStatus,
} from '../../src/domain/certificates';
import { COURSE_STATUSES, type CourseStatus } from '../../src/domain/courses';
import type { MonthCounts, StatisticsAnswer, StatisticsRange } from '../../src/domain/statistics';
import { inOrganisations, type Organisations } from '../auth/scope';
import type { Db } from '../db/database';

/**
 * The demo statistics, every number counted by PostgreSQL: months come from generate_series (so
 * empty months show as zeros), counts per status are shaped as JSON objects keyed by the domain's
 * statuses. Calendar months of timestamps are taken in UTC. Certificates per month and the display
 * status per discipline read counts kept in advance by triggers (migration 083, checked against
 * direct counts by tests/api/statisticsCounts.test.ts): grouping the network's 216,000 certified
 * certificates per call took about 1 s. Courses per month and status and their participants per
 * course type read counts kept the same way (migration 089): counting a year's courses and their
 * participants over the network took most of the remaining time. The queries run without the
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

/**
 * The range's days (as [first, after last) pairs of yyyy-mm-dd): the calendar months wholly inside
 * it, and the days before and after those months. Kept monthly counts cover the months; the
 * others are counted from their rows.
 */
export function splitRange(range: StatisticsRange): { months?: [string, string]; days: [string, string][] } {
  const end = addDays(range.to, 1);
  const monthsFrom = range.from.endsWith('-01') ? range.from : addMonths(`${range.from.slice(0, 7)}-01`, 1);
  const monthsTo = `${end.slice(0, 7)}-01`;
  if (monthsFrom >= monthsTo) return { days: [[range.from, end]] };
  const days = (
    [
      [range.from, monthsFrom],
      [monthsTo, end],
    ] as [string, string][]
  ).filter(([first, after]) => first < after);
  return { months: [monthsFrom, monthsTo], days };
}

/**
 * Certificate requests filed in the range (UTC days), per month of filing and status now: whole
 * months from certificate_month_counts (migration 083), the days of a partly covered first or last
 * month from the certificates.
 */
const certificatesByMonth = (db: Db, range: StatisticsRange, organisations: Organisations) => {
  const { months, days } = splitRange(range);
  const parts = [
    ...(months
      ? [
          sql`SELECT k.month::timestamp AS month, k.status, k.n FROM certificate_month_counts k
              WHERE k.month >= ${months[0]}::date AND k.month < ${months[1]}::date AND k.n <> 0
                AND ${inOrganisations('k.organisation_id', organisations)}`,
        ]
      : []),
    ...days.map(
      ([first, after]) =>
        sql`SELECT date_trunc('month', c.created_at AT TIME ZONE 'UTC') AS month, c.status, count(*) AS n
            FROM instructor_certificates c
            WHERE c.created_at >= ${first}::timestamp AT TIME ZONE 'UTC' AND c.created_at < ${after}::timestamp AT TIME ZONE 'UTC'
              AND ${inOrganisations('c.organisation_id', organisations)}
            GROUP BY 1, 2`,
    ),
  ];
  return byMonth(
    db,
    range,
    CERTIFICATE_STATUSES,
    sql`SELECT month, status, sum(n) AS n FROM (${sql.join(parts, sql` UNION ALL `)}) x GROUP BY 1, 2`,
  ) as Promise<MonthCounts<CertificateStatus>[]>;
};

/**
 * The range's courses (by start day) as rows of (month, courseTypeId, status, courses,
 * participants): whole months from course_month_counts (migration 089), the days of a partly
 * covered first or last month from the courses (and their participants where asked: PostgreSQL
 * counts them even when the outer query leaves the column unread).
 */
function coursesOfRange(range: StatisticsRange, organisations: Organisations, participants: boolean) {
  const { months, days } = splitRange(range);
  return sql.join(
    [
      ...(months
        ? [
            sql`SELECT k.month::timestamp AS month, k.course_type_id, k.status, k.courses, k.participants
                FROM course_month_counts k
                WHERE k.month >= ${months[0]}::date AND k.month < ${months[1]}::date AND k.courses <> 0
                  AND ${inOrganisations('k.organisation_id', organisations)}`,
          ]
        : []),
      ...days.map(
        ([first, after]) =>
          sql`SELECT date_trunc('month', c.start_date::timestamp) AS month, c.course_type_id, c.status, 1 AS courses,
                ${participants ? sql`(SELECT count(*) FROM course_participants cp WHERE cp.course_id = c.id)` : sql`0`} AS participants
              FROM courses c
              WHERE c.start_date >= ${first}::date AND c.start_date < ${after}::date
                AND ${inOrganisations('c.organisation_id', organisations)}`,
      ),
    ],
    sql` UNION ALL `,
  );
}

/** Courses starting in the range, per month of the start and status now. */
const coursesByMonth = (db: Db, range: StatisticsRange, organisations: Organisations) =>
  byMonth(
    db,
    range,
    COURSE_STATUSES,
    sql`SELECT month, status, sum(courses) AS n FROM (${coursesOfRange(range, organisations, false)}) x GROUP BY 1, 2`,
  ) as Promise<MonthCounts<CourseStatus>[]>;

/** The kept display-status rows of the organisations: by the ITC whose disciplines count them (see migration 083). */
function keptOf(organisations: Organisations) {
  switch (organisations.kind) {
    case 'all':
      return sql`true`;
    case 'network':
      return sql`itc_id = ${organisations.itcId}`;
    case 'one':
      return sql`itc_id = ${organisations.id} AND direct`;
  }
}

/**
 * Per discipline name: every instructor (profile not deleted, his organisation not deleted,
 * existing by the range's last day) of the discipline's ITC, with his display status on that day,
 * from the certificates certified by then. Read from the counts kept by migration 083: the days on
 * which a status count changes, summed per month up to the last day's month and per day in it.
 * NO_CERTIFICATE is the rest of the ITC's instructors.
 */
async function displayStatusByDiscipline(db: Db, range: StatisticsRange, organisations: Organisations) {
  const ofNetwork = sql`AND ${inOrganisations('d.organisation_id', organisations)}`;
  const kept = keptOf(organisations);
  const month = `${range.to.slice(0, 7)}-01`;
  const { rows } = await sql<{ discipline: string; counts: Record<DisplayStatus, number> }>`
    WITH counts AS (
      SELECT itc_id, discipline_id, status, sum(n) AS n FROM (
        SELECT itc_id, discipline_id, status, n FROM display_status_months WHERE month < ${month}::date AND ${kept}
        UNION ALL
        SELECT itc_id, discipline_id, status, n FROM display_status_changes
        WHERE day >= ${month}::date AND day <= ${range.to}::date AND ${kept}) x
      GROUP BY 1, 2, 3),
    per_discipline AS (
      SELECT d.name, c.status, c.n FROM counts c JOIN disciplines d ON d.id = c.discipline_id WHERE NOT d.deleted ${ofNetwork}
      UNION ALL
      SELECT d.name, 'NO_CERTIFICATE',
        coalesce((SELECT sum(c.n) FROM counts c WHERE c.itc_id = d.organisation_id AND c.discipline_id IS NULL), 0)
        - coalesce((SELECT sum(c.n) FROM counts c WHERE c.discipline_id = d.id), 0)
      FROM disciplines d WHERE NOT d.deleted ${ofNetwork})
    SELECT name AS discipline, ${jsonCounts(DISPLAY_STATUSES, (s) => sql`coalesce(sum(n) FILTER (WHERE status = ${s}), 0)::int`)} AS counts
    FROM per_discipline
    GROUP BY name
    ORDER BY name`.execute(db);
  return rows;
}

/** Courses starting in the range and their participants, per course type name. */
async function participantsByCourseType(db: Db, range: StatisticsRange, organisations: Organisations) {
  const { rows } = await sql<{ courseType: string; courses: number; participants: number }>`
    SELECT t.name AS "courseType", sum(x.courses)::int AS courses, sum(x.participants)::int AS participants
    FROM (SELECT course_type_id, sum(courses) AS courses, sum(participants) AS participants
          FROM (${coursesOfRange(range, organisations, true)}) y GROUP BY 1) x
    JOIN course_types t ON t.id = x.course_type_id
    GROUP BY t.name
    HAVING sum(x.courses) > 0
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
