import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../src/domain/certificates';
import type { Database } from '../../server/db/schema';
import { demoIds } from './certificationHelper';
import { instructor } from './dashboardFixtures';
import { testApp, type TestApp } from './helper';

/**
 * The statistics counts kept by migration 083 equal a direct count over the source tables after
 * every kind of change: certificate requests per organisation, month of filing and status; and the
 * display status per ITC, discipline and status on a day (with the ITC's instructors), compared on
 * every day on which one of the changed instructors' counts can change. A missing trigger leaves a
 * difference.
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

async function expectKeptEqualsCounted() {
  expect(await certificateDrift()).toEqual([]);
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
