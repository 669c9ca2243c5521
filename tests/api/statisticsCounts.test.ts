import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../src/domain/certificates';
import { mergeRenewalCountDays } from '../../server/areas/certification/renewalCounts';
import type { Database } from '../../server/db/schema';
import { demoIds } from './certificationHelper';
import { instructor } from './dashboardFixtures';
import { testApp, type TestApp } from './helper';

/**
 * The statistics counts kept by migrations 083 and 089 equal a direct count over the source tables
 * after every kind of change: certificate requests per organisation, month of filing and status;
 * the display status per ITC, discipline and status on a day (with the ITC's instructors), compared
 * on every day on which one of the changed instructors' counts can change; and courses with their
 * participants per month of the start, organisation, course type and status. A missing trigger
 * leaves a difference.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let acls: string;
let bls: string;
/** Instructors the test changes; their days are compared one by one. */
const watched: string[] = [];

beforeAll(async () => {
  t = await testApp();
  ids = await demoIds(t);
  acls = ids.discipline('ACLS');
  bls = ids.discipline('BLS');
});
afterAll(() => t.close());

/** Kept certificate counts that differ from a direct count (kept rows of 0 are no rows). */
async function certificateDrift(db: Kysely<Database> = t.db) {
  const { rows } = await sql<{ organisationId: string; month: string; status: string; kept: number; counted: number }>`
    SELECT organisation_id, month::text, status, coalesce(k.n, 0) AS kept, coalesce(c.n, 0) AS counted
    FROM (SELECT organisation_id, month, status, n FROM certificate_month_counts WHERE n <> 0) k
    FULL JOIN (
      SELECT organisation_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, status, count(*)::int AS n
      FROM instructor_certificates GROUP BY 1, 2, 3) c USING (organisation_id, month, status)
    WHERE k.n IS DISTINCT FROM c.n`.execute(db);
  return rows;
}

/** The days to compare: around every day on which a watched instructor's counts can change, and a few fixed ones. */
async function days(db: Kysely<Database> = t.db) {
  const { rows } = await sql<{ day: string }>`
    SELECT DISTINCT d::date::text AS day FROM (
      SELECT unnest(ARRAY[x - 1, x]) AS d FROM (
        SELECT unnest(ARRAY[coalesce(c.certification_date, (c.created_at AT TIME ZONE 'UTC')::date),
          c.expiry_date - 90, c.expiry_date + 1]) AS x
        FROM instructor_certificates c WHERE c.instructor_id = ANY (${watched}::uuid[]) AND c.status = 'CERTIFIED'
        UNION ALL
        SELECT (i.created_at AT TIME ZONE 'UTC')::date FROM instructor_profiles i WHERE i.id = ANY (${watched}::uuid[])) y
      UNION ALL SELECT unnest(${[today(), '2020-01-01', '2026-06-30', '2030-12-31']}::date[])) z
    WHERE d IS NOT NULL ORDER BY 1`.execute(db);
  return rows.map((r) => r.day);
}

/**
 * Kept display-status counts on the given days that differ from the statistics' former direct
 * count (the newest certificate certified by the day, instructors existing by then); and months
 * whose sum differs from their days.
 */
/** Discipline NULL (the instructors' rows) as a key a full join can match. */
const NONE = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

async function displayStatusDrift(on: string[], db: Kysely<Database> = t.db) {
  const { rows } = await sql<{ day: string; itcId: string; disciplineId: string | null; status: string }>`
    WITH days AS (SELECT unnest(${on}::date[]) AS day),
    kept AS (
      SELECT t.day, itc_id, coalesce(discipline_id, ${NONE}) AS discipline_id, direct, status, sum(n)::int AS n FROM days t
      CROSS JOIN LATERAL (
        SELECT itc_id, discipline_id, direct, status, n FROM display_status_months WHERE month < date_trunc('month', t.day)::date
        UNION ALL
        SELECT itc_id, discipline_id, direct, status, n FROM display_status_changes
        WHERE day >= date_trunc('month', t.day)::date AND day <= t.day) x
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0),
    instructors AS (
      SELECT t.day, i.id, coalesce(o.parent_id, o.id) AS itc, o.parent_id IS NULL AS direct
      FROM days t JOIN instructor_profiles i ON (i.created_at AT TIME ZONE 'UTC')::date <= t.day AND NOT i.deleted
      JOIN organisations o ON o.id = i.organisation_id AND NOT o.deleted),
    newest AS (
      SELECT t.day, c.instructor_id, c.discipline_id, max(c.expiry_date) AS expiry FROM days t
      JOIN instructor_certificates c ON c.status = 'CERTIFIED' AND coalesce(c.certification_date, (c.created_at AT TIME ZONE 'UTC')::date) <= t.day
      GROUP BY 1, 2, 3),
    counted AS (
      SELECT i.day, i.itc AS itc_id, x.discipline_id, i.direct,
        CASE WHEN x.expiry < i.day THEN 'EXPIRED' WHEN x.expiry <= i.day + 90 THEN 'EXPIRES_SOON' ELSE 'ACTIVE' END AS status, count(*)::int AS n
      FROM newest x JOIN instructors i ON i.id = x.instructor_id AND i.day = x.day
      JOIN disciplines d ON d.id = x.discipline_id AND d.organisation_id = i.itc
      GROUP BY 1, 2, 3, 4, 5
      UNION ALL
      SELECT day, itc, ${NONE}, direct, 'INSTRUCTORS', count(*)::int FROM instructors GROUP BY 1, 2, 4)
    SELECT day::text, itc_id, discipline_id, direct, status, k.n AS kept, c.n AS counted
    FROM kept k FULL JOIN counted c USING (day, itc_id, discipline_id, direct, status)
    WHERE k.n IS DISTINCT FROM c.n
    UNION ALL
    SELECT m.month::text, m.itc_id, m.discipline_id, m.direct, m.status, m.n, s.n
    FROM display_status_months m
    LEFT JOIN (SELECT itc_id, discipline_id, direct, status, date_trunc('month', day)::date AS month, sum(n)::int AS n
               FROM display_status_changes GROUP BY 1, 2, 3, 4, 5) s
      ON (s.itc_id, s.month, s.direct, s.status) = (m.itc_id, m.month, m.direct, m.status) AND s.discipline_id IS NOT DISTINCT FROM m.discipline_id
    WHERE m.n <> coalesce(s.n, 0)`.execute(db);
  return rows;
}

/** Kept course counts that differ from a direct count (kept rows of 0 are no rows). */
async function courseDrift(db: Kysely<Database> = t.db) {
  const { rows } = await sql<{ month: string; organisationId: string; courseTypeId: string; status: string }>`
    SELECT month::text, organisation_id, course_type_id, status, k.courses AS kept_courses, c.courses AS counted_courses,
      k.participants AS kept_participants, c.participants AS counted_participants
    FROM (SELECT * FROM course_month_counts WHERE courses <> 0 OR participants <> 0) k
    FULL JOIN (
      SELECT date_trunc('month', c.start_date::timestamp)::date AS month, c.organisation_id, c.course_type_id, c.status,
        count(*)::int AS courses, coalesce(sum(p.n), 0)::int AS participants
      FROM courses c LEFT JOIN (SELECT course_id, count(*) AS n FROM course_participants GROUP BY 1) p ON p.course_id = c.id
      GROUP BY 1, 2, 3, 4) c USING (month, organisation_id, course_type_id, status)
    WHERE (k.courses, k.participants) IS DISTINCT FROM (c.courses, c.participants)`.execute(db);
  return rows;
}

/**
 * Kept renewal counts (migrations 095, 097) that differ from a direct count of certified
 * certificates per organisation and discipline: all of them (`renewal_totals`, and the days of
 * `renewal_counts` summed), and those ready on `from`, today and each later day where a pair's
 * window opens. Days before `from` may be merged.
 */
async function renewalDrift(db: Kysely<Database> = t.db, from = addDays(today(), -1)) {
  const { rows } = await sql<{ organisationId: string; disciplineId: string; day: string }>`
    WITH counted AS (
      SELECT c.organisation_id, c.discipline_id,
        CASE WHEN s.ready AND s.due_from IS NOT NULL THEN s.due_from ELSE 'infinity'::date END AS ready_from, count(*)::int AS n
      FROM instructor_certificates c
      LEFT JOIN renewal_states s ON s.instructor_id = c.instructor_id AND s.discipline_id = c.discipline_id
      WHERE c.status = 'CERTIFIED' GROUP BY 1, 2, 3),
    days AS (
      SELECT DISTINCT d FROM (SELECT ready_from AS d FROM counted UNION ALL SELECT ready_from FROM renewal_counts
        UNION ALL SELECT ${today()}::date UNION ALL SELECT ${from}::date) x
      WHERE d >= ${from}::date AND d < 'infinity'),
    kept AS (
      SELECT organisation_id, discipline_id, 'all' AS day, sum(n)::int AS n FROM renewal_totals GROUP BY 1, 2
      UNION ALL SELECT organisation_id, discipline_id, 'days summed', sum(n)::int FROM renewal_counts GROUP BY 1, 2
      UNION ALL SELECT k.organisation_id, k.discipline_id, days.d::text, sum(k.n)::int
        FROM renewal_counts k JOIN days ON k.ready_from <= days.d GROUP BY 1, 2, 3),
    direct AS (
      SELECT organisation_id, discipline_id, 'all' AS day, sum(n)::int AS n FROM counted GROUP BY 1, 2
      UNION ALL SELECT organisation_id, discipline_id, 'days summed', sum(n)::int FROM counted GROUP BY 1, 2
      UNION ALL SELECT c.organisation_id, c.discipline_id, days.d::text, sum(c.n)::int
        FROM counted c JOIN days ON c.ready_from <= days.d GROUP BY 1, 2, 3)
    SELECT organisation_id, discipline_id, day, k.n AS kept, d.n AS counted
    FROM (SELECT * FROM kept WHERE n <> 0) k
    FULL JOIN (SELECT * FROM direct WHERE n <> 0) d USING (organisation_id, discipline_id, day)
    WHERE k.n IS DISTINCT FROM d.n`.execute(db);
  return rows;
}

async function expectKeptEqualsCounted() {
  expect(await certificateDrift()).toEqual([]);
  expect(await courseDrift()).toEqual([]);
  expect(await renewalDrift()).toEqual([]);
  expect(await displayStatusDrift(await days())).toEqual([]);
}

const certify = (id: string, certificationDate: string, expiryDate: string) =>
  t.db
    .updateTable('instructorCertificates')
    .set({ status: 'CERTIFIED', certificationDate, expiryDate })
    .where('id', '=', id)
    .execute();

async function request(instructorId: string, organisationId: string, disciplineId: string, createdAt?: Date) {
  const { id } = await t.db
    .insertInto('instructorCertificates')
    .values({
      organisationId,
      instructorId,
      disciplineId,
      disciplineType: 'INITIAL',
      status: 'DATAENTRY',
      createdBy: null,
      ...(createdAt ? { createdAt } : {}),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('the kept statistics counts', () => {
  let anna: string;
  let certificate: string;

  it('equal a direct count over the demo data as migrated', async () => {
    watched.push(await ids.instructorByName('Miriam', 'Schulz'));
    await expectKeptEqualsCounted();
  });

  it('after a new instructor and a request stepping through every status', async () => {
    anna = await instructor(t, ids.nord, 'Anna', 'Zählerin');
    watched.push(anna);
    await expectKeptEqualsCounted();
    certificate = await request(anna, ids.nord, acls, new Date('2025-03-31T23:30:00Z'));
    await expectKeptEqualsCounted();
    for (const status of ['APPROVAL', 'APPROVED']) {
      await t.db.updateTable('instructorCertificates').set({ status }).where('id', '=', certificate).execute();
      await expectKeptEqualsCounted();
    }
    await certify(certificate, '2025-04-10', '2027-04-10');
    await expectKeptEqualsCounted();
  });

  it('after a renewal certified before the old one expires, and dates changed', async () => {
    const renewal = await request(anna, ids.nord, acls);
    await certify(renewal, '2027-02-01', '2029-02-01');
    await expectKeptEqualsCounted();
    // certified on no date: the day of filing counts
    await t.db
      .updateTable('instructorCertificates')
      .set({ certificationDate: null })
      .where('id', '=', renewal)
      .execute();
    await expectKeptEqualsCounted();
    await t.db
      .updateTable('instructorCertificates')
      .set({ certificationDate: '2026-12-24', expiryDate: '2026-12-31' })
      .where('id', '=', renewal)
      .execute();
    await expectKeptEqualsCounted();
    await t.db
      .updateTable('instructorCertificates')
      .set({ createdAt: new Date('2024-12-31T23:59:59Z') })
      .where('id', '=', certificate)
      .execute();
    await expectKeptEqualsCounted();
  });

  it('after the discipline, the organisation and the instructor of a certificate change', async () => {
    await t.db.updateTable('instructorCertificates').set({ disciplineId: bls }).where('id', '=', certificate).execute();
    await expectKeptEqualsCounted();
    // moved with its instructor to another site of the ITC (moveInstructor)
    const bert = await instructor(t, ids.sued, 'Bert', 'Zähler');
    watched.push(bert);
    await t.db
      .updateTable('instructorCertificates')
      .set({ organisationId: ids.sued, instructorId: bert })
      .where('id', '=', certificate)
      .execute();
    await expectKeptEqualsCounted();
    // a certificate of a discipline of another ITC does not count for his network
    await certify(await request(bert, ids.sued, ids.discipline('BLS', ids.itcCh)), '2025-01-01', '2027-01-01');
    await expectKeptEqualsCounted();
  });

  it('after an instructor is soft-deleted, restored, moved, created on another day', async () => {
    await t.db.updateTable('instructorProfiles').set({ deleted: true }).where('id', '=', anna).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('instructorProfiles').set({ deleted: false }).where('id', '=', anna).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('instructorProfiles').set({ organisationId: ids.west }).where('id', '=', anna).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('instructorProfiles').set({ organisationId: ids.bern }).where('id', '=', anna).execute();
    await expectKeptEqualsCounted();
    await t.db
      .updateTable('instructorProfiles')
      .set({ createdAt: new Date('2026-01-15T23:30:00Z') })
      .where('id', '=', anna)
      .execute();
    await expectKeptEqualsCounted();
  });

  it('after an organisation is deleted, restored and moved under another ITC, and a discipline changes hands', async () => {
    await t.db.updateTable('organisations').set({ deleted: true }).where('id', '=', ids.sued).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('organisations').set({ deleted: false }).where('id', '=', ids.sued).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('organisations').set({ parentId: ids.itcCh }).where('id', '=', ids.sued).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('organisations').set({ parentId: ids.itc }).where('id', '=', ids.sued).execute();
    await expectKeptEqualsCounted();
    // an instructor of the ITC itself
    watched.push(await instructor(t, ids.itc, 'Carla', 'Zählerin'));
    await expectKeptEqualsCounted();
    const { id: discipline } = await t.db
      .insertInto('disciplines')
      .values({ organisationId: ids.itc, name: 'Zähl-Disziplin', validityMonths: 24 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await certify(await request(anna, ids.bern, discipline), '2025-05-05', '2027-05-05');
    // readiness flips with the discipline's rule, and its window with the reminder days
    await t.db
      .updateTable('disciplines')
      .set({ renewalCourses: 0, monitoringRequired: false })
      .where('id', '=', discipline)
      .execute();
    await expectKeptEqualsCounted();
    await t.db
      .updateTable('disciplines')
      .set({ reminderDays: [400] })
      .where('id', '=', discipline)
      .execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('disciplines').set({ renewalCourses: 3 }).where('id', '=', discipline).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('disciplines').set({ organisationId: ids.itcCh }).where('id', '=', discipline).execute();
    await expectKeptEqualsCounted();
  });

  it('after an import of many rows in one statement, and deletes (erasure)', async () => {
    const people = await Promise.all(
      ['Dieter', 'Erika', 'Fritz'].map((name) => instructor(t, ids.west, name, 'Importiert')),
    );
    watched.push(...people);
    const created = await t.db
      .insertInto('instructorCertificates')
      .values(
        people.flatMap((instructorId, i) =>
          [acls, bls].map((disciplineId, j) => ({
            organisationId: ids.west,
            instructorId,
            disciplineId,
            disciplineType: 'INITIAL',
            status: 'CERTIFIED',
            certificationDate: addDays('2024-06-01', 100 * i + j),
            expiryDate: addDays('2026-06-01', 100 * i + 40 * j),
            createdBy: null,
          })),
        ) as never,
      )
      .returning('id')
      .execute();
    await expectKeptEqualsCounted();
    await t.db
      .updateTable('instructorProfiles')
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where('id', 'in', people)
      .execute();
    await expectKeptEqualsCounted();
    // erasure: the certificates, then the profile go
    await t.db
      .deleteFrom('instructorCertificates')
      .where(
        'id',
        'in',
        created.slice(0, 2).map((c) => c.id),
      )
      .execute();
    await expectKeptEqualsCounted();
    await t.db.deleteFrom('instructorProfiles').where('id', '=', people[0]).execute();
    await expectKeptEqualsCounted();
  });

  it('notice a missing trigger', async () => {
    const drift = await rolledBack(async (trx) => {
      await sql`ALTER TABLE instructor_profiles DISABLE TRIGGER display_status_instructors_update`.execute(trx);
      await sql`ALTER TABLE instructor_certificates DISABLE TRIGGER certificate_month_counts_update`.execute(trx);
      await trx.updateTable('instructorProfiles').set({ deleted: true }).where('id', '=', anna).execute();
      await trx
        .updateTable('instructorCertificates')
        .set({ status: 'APPROVAL' })
        .where('id', '=', certificate)
        .execute();
      return {
        certificates: await certificateDrift(trx),
        displayStatus: await displayStatusDrift(await days(trx), trx),
      };
    });
    expect(drift.certificates).not.toEqual([]);
    expect(drift.displayStatus).not.toEqual([]);
    await expectKeptEqualsCounted();
  });
});

describe('the renewal counts of days gone by, merged (migration 097)', () => {
  /** A pair's share on a day that can be merged, and its certificates. */
  async function share(db: Kysely<Database>) {
    const { rows } = await sql<{ instructorId: string; disciplineId: string; readyFrom: string }>`
      SELECT instructor_id, discipline_id, ready_from::text FROM renewal_count_shares
      WHERE ready_from > '-infinity' AND ready_from < 'infinity' ORDER BY ready_from DESC LIMIT 1`.execute(db);
    expect(rows).toHaveLength(1);
    return rows[0];
  }
  const unmerged = async (db: Kysely<Database>, before: string) => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM renewal_counts
      WHERE ready_from > '-infinity' AND ready_from < ${before}::date`.execute(db);
    return rows[0].n;
  };

  it('equal a direct count after a merge, after a merged day’s share is taken out, and after the next merge', async () => {
    const result = await rolledBack(async (trx) => {
      const pair = await share(trx);
      const before = addDays(pair.readyFrom > today() ? pair.readyFrom : today(), 1);
      const merged = await mergeRenewalCountDays(trx, before);
      const afterMerge = await renewalDrift(trx, addDays(before, -1));
      const left = await unmerged(trx, before);
      await trx
        .updateTable('instructorCertificates')
        .set({ status: 'APPROVAL' })
        .where('instructorId', '=', pair.instructorId)
        .where('disciplineId', '=', pair.disciplineId)
        .where('status', '=', 'CERTIFIED')
        .execute();
      const afterTakeOut = await renewalDrift(trx, addDays(before, -1));
      const takenOut = await unmerged(trx, before);
      await mergeRenewalCountDays(trx, before);
      return {
        merged,
        afterMerge,
        left,
        afterTakeOut,
        takenOut,
        afterNext: await renewalDrift(trx, addDays(before, -1)),
        end: await unmerged(trx, before),
      };
    });
    expect(result.merged).toBeGreaterThan(0);
    expect(result.left).toBe(0);
    expect(result.afterMerge).toEqual([]);
    // the share taken out is written on its own day again, as -n, until the next merge
    expect(result.takenOut).toBeGreaterThan(0);
    expect(result.afterTakeOut).toEqual([]);
    expect(result.afterNext).toEqual([]);
    expect(result.end).toBe(0);
    // days before the merge's bound are no longer answered by day: the comparison sees it
    const early = await rolledBack(async (trx) => {
      const pair = await share(trx);
      await mergeRenewalCountDays(trx, addDays(pair.readyFrom, 1));
      return renewalDrift(trx, addDays(pair.readyFrom, -1));
    });
    expect(early).not.toEqual([]);
    await expectKeptEqualsCounted();
  });

  it('notice totals that are not kept', async () => {
    const drift = await rolledBack(async (trx) => {
      await sql`UPDATE renewal_totals SET n = n + 1 WHERE organisation_id = ${ids.west}`.execute(trx);
      return renewalDrift(trx);
    });
    expect(drift.map((row) => row.day)).toContain('all');
  });

  it('skip the rows another transaction holds, and merge them the next time', async () => {
    const day = addDays(today(), -10);
    await sql`INSERT INTO renewal_counts (organisation_id, discipline_id, ready_from, n)
      VALUES (${ids.west}, ${bls}, ${day}::date, 0) ON CONFLICT DO NOTHING`.execute(t.db);
    await t.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM renewal_counts WHERE organisation_id = ${ids.west} AND discipline_id = ${bls}
        AND ready_from = ${day}::date FOR UPDATE`.execute(trx);
      // on another connection: it would wait here for the lock, were the row not skipped
      await mergeRenewalCountDays(t.db);
      expect(await unmerged(t.db, addDays(today(), -2))).toBe(1);
    });
    await mergeRenewalCountDays(t.db);
    expect(await unmerged(t.db, addDays(today(), -2))).toBe(0);
    await expectKeptEqualsCounted();
  });
});

describe('the kept course counts', () => {
  let types: string[];
  let profiles: string[];
  let first: string;
  let others: string[];

  const course = async (organisationId: string, courseTypeId: string, startDate: string) =>
    (
      await t.db
        .insertInto('courses')
        .values({ organisationId, courseTypeId, startDate, status: 'NEW' } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  /** One statement, as writeCourseChildren and the paste of participants write them. */
  const participants = (courseId: string, from: number, to: number) =>
    t.db
      .insertInto('courseParticipants')
      .values(
        profiles.slice(from, to).map((participantProfileId, i) => ({
          organisationId: ids.nord,
          courseId,
          sequenceNumber: from + i + 1,
          participantProfileId,
        })) as never,
      )
      .execute();

  beforeAll(async () => {
    types = (
      await t.db.selectFrom('courseTypes').select('id').where('organisationId', '=', ids.nord).orderBy('name').execute()
    ).map((r) => r.id);
    profiles = (
      await t.db
        .selectFrom('participantProfiles')
        .select('id')
        .where('organisationId', '=', ids.nord)
        .orderBy('id')
        .limit(8)
        .execute()
    ).map((r) => r.id);
    expect(types.length).toBeGreaterThan(1);
    expect(profiles).toHaveLength(8);
  });

  it('equal a direct count after courses are created, one and many in a statement', async () => {
    first = await course(ids.nord, types[0], '2026-03-31');
    await expectKeptEqualsCounted();
    others = (
      await t.db
        .insertInto('courses')
        .values(
          [
            [ids.nord, types[0], '2026-03-01'],
            [ids.nord, types[1], '2026-03-15'],
            [ids.sued, types[0], '2027-01-10'],
          ].map(([organisationId, courseTypeId, startDate]) => ({
            organisationId,
            courseTypeId,
            startDate,
            status: 'NEW',
          })) as never,
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    await expectKeptEqualsCounted();
  });

  it('after participants are added, replaced, moved to another course and removed', async () => {
    await participants(first, 0, 5);
    await participants(others[0], 5, 8);
    await expectKeptEqualsCounted();
    // a saved course replaces its participants (writeCourseChildren): all go, then the new list
    await t.db.deleteFrom('courseParticipants').where('courseId', '=', first).execute();
    await expectKeptEqualsCounted();
    await participants(first, 0, 4);
    await expectKeptEqualsCounted();
    await t.db
      .updateTable('courseParticipants')
      .set({ courseId: others[1] })
      .where('courseId', '=', first)
      .where('sequenceNumber', '<=', 2)
      .execute();
    await expectKeptEqualsCounted();
    // anonymised by an erasure: no count changes
    await t.db.updateTable('courseParticipants').set({ comment: null }).where('courseId', '=', others[1]).execute();
    await expectKeptEqualsCounted();
    await t.db
      .deleteFrom('courseParticipants')
      .where('courseId', '=', others[0])
      .where('sequenceNumber', '=', 6)
      .execute();
    await expectKeptEqualsCounted();
  });

  it('after a course’s status, start month, type and organisation change, and a bulk step', async () => {
    await t.db.updateTable('courses').set({ status: 'PLANNING' }).where('id', '=', first).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('courses').set({ startDate: '2026-04-01' }).where('id', '=', first).execute();
    await expectKeptEqualsCounted();
    await t.db
      .updateTable('courses')
      .set({ startDate: '2026-04-30', customer: 'Zähler' })
      .where('id', '=', first)
      .execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('courses').set({ courseTypeId: types[1] }).where('id', '=', first).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable('courses').set({ organisationId: ids.sued }).where('id', '=', first).execute();
    await expectKeptEqualsCounted();
    await t.db
      .updateTable('courses')
      .set({ status: 'PREPARATION' })
      .where('id', 'in', [first, ...others])
      .execute();
    await expectKeptEqualsCounted();
  });

  it('after courses are deleted with their participants', async () => {
    await t.db.deleteFrom('courses').where('id', '=', first).execute();
    await expectKeptEqualsCounted();
    await t.db.deleteFrom('courses').where('id', 'in', others).execute();
    await expectKeptEqualsCounted();
  });

  it('after two people add participants to one course at once (each then marks the course changed, as the paste does)', async () => {
    const id = await course(ids.nord, types[0], '2026-08-08');
    let inserted!: () => void;
    let go!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const firstMayGoOn = new Promise<void>((resolve) => (go = resolve));
    const add = (trx: Kysely<Database>, n: number) =>
      trx
        .insertInto('courseParticipants')
        .values({
          organisationId: ids.nord,
          courseId: id,
          sequenceNumber: n + 1,
          participantProfileId: profiles[n],
        } as never)
        .execute();
    const touch = (trx: Kysely<Database>) =>
      trx.updateTable('courses').set({ updatedAt: new Date() }).where('id', '=', id).execute();
    const one = t.db.transaction().execute(async (trx) => {
      await add(trx, 0);
      inserted();
      await firstMayGoOn;
      await touch(trx);
    });
    await firstInserted;
    const two = t.db.transaction().execute(async (trx) => {
      await add(trx, 1);
      await touch(trx);
    });
    // the second waits for the first's lock on the course before the first touches the course
    while (!(await lockWaits())) await new Promise((resolve) => setImmediate(resolve));
    go();
    await Promise.all([one, two]);
    await expectKeptEqualsCounted();
  });

  it('notice any of their triggers switched off', async () => {
    const [x, y] = [await course(ids.nord, types[0], '2026-05-05'), await course(ids.nord, types[1], '2026-06-06')];
    await participants(x, 0, 2);
    const changes: Record<string, [table: string, change: (trx: Kysely<Database>) => Promise<unknown>]> = {
      course_month_counts_insert: [
        'courses',
        (trx) =>
          trx
            .insertInto('courses')
            .values({
              organisationId: ids.nord,
              courseTypeId: types[0],
              startDate: '2026-05-06',
              status: 'NEW',
            } as never)
            .execute(),
      ],
      course_month_counts_update: [
        'courses',
        (trx) => trx.updateTable('courses').set({ status: 'PLANNING' }).where('id', '=', x).execute(),
      ],
      course_month_counts_delete: ['courses', (trx) => trx.deleteFrom('courses').where('id', '=', x).execute()],
      course_participant_counts_insert: [
        'course_participants',
        (trx) =>
          trx
            .insertInto('courseParticipants')
            .values({
              organisationId: ids.nord,
              courseId: y,
              sequenceNumber: 1,
              participantProfileId: profiles[0],
            } as never)
            .execute(),
      ],
      course_participant_counts_update: [
        'course_participants',
        (trx) => trx.updateTable('courseParticipants').set({ courseId: y }).where('courseId', '=', x).execute(),
      ],
      course_participant_counts_delete: [
        'course_participants',
        (trx) => trx.deleteFrom('courseParticipants').where('courseId', '=', x).execute(),
      ],
    };
    for (const [trigger, [table, change]] of Object.entries(changes)) {
      const drift = await rolledBack(async (trx) => {
        await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.id(trigger)}`.execute(trx);
        await change(trx);
        return courseDrift(trx);
      });
      expect(drift, trigger).not.toEqual([]);
    }
    await expectKeptEqualsCounted();
  });
});

describe('a statement of many instructors', () => {
  it('is counted without running out of lock memory (one lock per instructor did at some thousands)', async () => {
    const kept = await rolledBack(async (trx) => {
      await sql`
        WITH people AS (
          INSERT INTO participant_profiles (organisation_id, first_name, last_name)
          SELECT ${ids.west}, 'Massen', 'Import ' || g FROM generate_series(1, 20000) g RETURNING id)
        INSERT INTO instructor_profiles (organisation_id, participant_profile_id) SELECT ${ids.west}, id FROM people`.execute(
        trx,
      );
      const { rows } = await sql<{ n: number }>`
        SELECT sum(n)::int AS n FROM display_status_months WHERE status = 'INSTRUCTORS' AND itc_id = ${ids.itc}`.execute(
        trx,
      );
      return rows[0].n;
    });
    const { n } = await t.db
      .selectFrom('instructorProfiles as i')
      .innerJoin('organisations as o', 'o.id', 'i.organisationId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('i.deleted', '=', false)
      .where('o.deleted', '=', false)
      .where((eb) => eb.or([eb('o.id', '=', ids.itc), eb('o.parentId', '=', ids.itc)]))
      .executeTakeFirstOrThrow();
    expect(kept).toBe(Number(n) + 20000);
  });
});

/** Whether a statement of this database waits for a lock another transaction holds. */
async function lockWaits() {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
    t.db,
  );
  return rows[0].n > 0;
}

/** What `work` returns inside a transaction that is then rolled back. */
async function rolledBack<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await t.db
    .transaction()
    .execute(async (trx) => {
      result = await work(trx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result as T;
}

class Rollback extends Error {
  constructor() {
    super('rolled back');
  }
}
