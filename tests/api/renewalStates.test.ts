import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { demoIds, PDF } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * renewal_states (migration 080) keeps renewal_readiness() per instructor and discipline, refreshed
 * by triggers: after every kind of change it depends on, the table equals the function for every
 * pair with a certificate, and two transactions changing one instructor at once lose neither change.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let acls: string;
let miriam: string;
let certificateId: string;
let courseTypeId: string;

beforeAll(async () => {
  t = await testApp();
  ids = await demoIds(t);
  acls = ids.discipline('ACLS');
  miriam = await ids.instructorByName('Miriam', 'Schulz');
  await t.db
    .updateTable('disciplines')
    .set({ renewalCourses: 2 } as never)
    .where('id', '=', acls)
    .execute();
  ({ id: certificateId } = await t.db
    .insertInto('instructorCertificates')
    .values({
      organisationId: ids.nord,
      instructorId: miriam,
      disciplineId: acls,
      disciplineType: 'INITIAL',
      status: 'CERTIFIED',
      certificationDate: '2025-01-01',
      expiryDate: '2027-01-01',
      createdBy: null,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: courseTypeId } = await t.db
    .insertInto('courseTypes')
    .values({ organisationId: ids.nord, name: 'Kurs für den Stand der Erneuerung' })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => t.close());

/** The pairs whose kept state differs from the function's answer, or that have no state at all. */
async function drift() {
  const { rows } = await sql<{ instructorId: string; disciplineId: string }>`
    SELECT p.instructor_id, p.discipline_id
    FROM (SELECT DISTINCT instructor_id, discipline_id FROM instructor_certificates) p
    CROSS JOIN LATERAL renewal_readiness(p.instructor_id, p.discipline_id) x
    LEFT JOIN renewal_states s ON s.instructor_id = p.instructor_id AND s.discipline_id = p.discipline_id
    WHERE s.instructor_id IS NULL
      OR (s.courses_required, s.courses_done, s.monitoring_required, s.monitoring_done, s.period_start, s.period_end, s.ready, s.due_from)
        IS DISTINCT FROM (x.courses_required, x.courses_done, x.monitoring_required, x.monitoring_done, x.period_start, x.period_end, x.ready, x.due_from)`.execute(
    t.db,
  );
  return rows;
}

/** Miriam's kept state in ACLS. */
const state = () =>
  t.db
    .selectFrom('renewalStates' as never)
    .select(['coursesDone', 'monitoringDone', 'periodStart', 'ready'] as never)
    .where('instructorId' as never, '=', miriam as never)
    .where('disciplineId' as never, '=', acls as never)
    .executeTakeFirstOrThrow() as Promise<{ coursesDone: number; monitoringDone: boolean; ready: boolean }>;

async function course(startDate: string, status: string) {
  const { id } = await t.db
    .insertInto('courses')
    .values({ organisationId: ids.nord, courseTypeId, startDate, status } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const trainer = (db: Kysely<Database>, courseId: string, instructorType = 'instructor') =>
  db
    .insertInto('courseTrainers')
    .values({
      organisationId: ids.nord,
      courseId,
      position: 0,
      instructorProfileId: miriam,
      instructorType,
      origin: 'own_organisation',
      name: null,
      ahaInstructorId: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('renewal_states follows every change it depends on', () => {
  it('starts equal to the function for every pair of the demo data', async () => {
    expect(await drift()).toEqual([]);
    expect(await state()).toMatchObject({ coursesDone: 0, ready: false });
  });

  it('a trainer row in a DONE course, its type, its removal', async () => {
    const done = await course('2025-03-01', 'DONE');
    const { id } = await trainer(t.db, done);
    expect(await state()).toMatchObject({ coursesDone: 1 });
    await t.db.updateTable('courseTrainers').set({ instructorType: 'trainee' }).where('id', '=', id).execute();
    expect(await state()).toMatchObject({ coursesDone: 0 });
    await t.db.updateTable('courseTrainers').set({ instructorType: 'instructor' }).where('id', '=', id).execute();
    expect(await state()).toMatchObject({ coursesDone: 1 });
    await t.db.deleteFrom('courseTrainers').where('id', '=', id).execute();
    expect(await state()).toMatchObject({ coursesDone: 0 });
    expect(await drift()).toEqual([]);
  });

  it('a course reaching DONE, moving out of the period, reopened and deleted', async () => {
    const first = await course('2025-05-01', 'FOLLOWUP');
    const second = await course('2025-06-01', 'DONE');
    await trainer(t.db, first);
    await trainer(t.db, second);
    expect(await state()).toMatchObject({ coursesDone: 1, ready: false });
    await t.db.updateTable('courses').set({ status: 'DONE' }).where('id', '=', first).execute();
    expect(await state()).toMatchObject({ coursesDone: 2, ready: true });
    await t.db.updateTable('courses').set({ startDate: '2024-06-01' }).where('id', '=', first).execute();
    expect(await state()).toMatchObject({ coursesDone: 1, ready: false });
    await t.db.updateTable('courses').set({ startDate: '2025-05-01' }).where('id', '=', first).execute();
    await t.db.updateTable('courses').set({ status: 'FOLLOWUP' }).where('id', '=', second).execute();
    expect(await state()).toMatchObject({ coursesDone: 1 });
    await t.db.updateTable('courses').set({ status: 'DONE' }).where('id', '=', second).execute();
    expect(await state()).toMatchObject({ coursesDone: 2, ready: true });
    await t.db.deleteFrom('courses').where('id', '=', second).execute();
    expect(await state()).toMatchObject({ coursesDone: 1, ready: false });
    expect(await drift()).toEqual([]);
  });

  it('a monitoring form added and removed, and the discipline’s rule', async () => {
    await t.db
      .updateTable('disciplines')
      .set({ monitoringRequired: true } as never)
      .where('id', '=', acls)
      .execute();
    expect(await state()).toMatchObject({ ready: false });
    const file = await t.db
      .insertInto('certificateFiles')
      .values({
        organisationId: ids.nord,
        certificateId,
        type: 'MONITORING_FORM',
        fileName: 'monitoring.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        content: PDF,
        createdBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await state()).toMatchObject({ monitoringDone: true, ready: false });
    await t.db
      .updateTable('disciplines')
      .set({ renewalCourses: 1 } as never)
      .where('id', '=', acls)
      .execute();
    expect(await state()).toMatchObject({ ready: true });
    await t.db.deleteFrom('certificateFiles').where('id', '=', file.id).execute();
    expect(await state()).toMatchObject({ monitoringDone: false, ready: false });
    await t.db
      .updateTable('disciplines')
      .set({ monitoringRequired: false } as never)
      .where('id', '=', acls)
      .execute();
    expect(await state()).toMatchObject({ ready: true });
    expect(await drift()).toEqual([]);
  });

  it('the certificate: its dates, its certification and its discipline', async () => {
    // an imported certificate without a certification date starts validity months before expiry
    await t.db
      .updateTable('instructorCertificates')
      .set({ certificationDate: null })
      .where('id', '=', certificateId)
      .execute();
    expect(await state()).toMatchObject({ periodStart: '2025-01-01' }); // 24 months before 2027-01-01
    await t.db.updateTable('disciplines').set({ validityMonths: 12 }).where('id', '=', acls).execute();
    expect(await state()).toMatchObject({ periodStart: '2026-01-01', coursesDone: 0, ready: false });
    await t.db.updateTable('disciplines').set({ validityMonths: 24 }).where('id', '=', acls).execute();
    expect(await state()).toMatchObject({ periodStart: '2025-01-01', ready: true });

    await t.db
      .updateTable('instructorCertificates')
      .set({ status: 'APPROVED' })
      .where('id', '=', certificateId)
      .execute();
    expect(await state()).toMatchObject({ ready: false });
    await t.db
      .updateTable('instructorCertificates')
      .set({ status: 'CERTIFIED' })
      .where('id', '=', certificateId)
      .execute();
    expect(await state()).toMatchObject({ ready: true });

    const bls = ids.discipline('BLS');
    await t.db
      .updateTable('instructorCertificates')
      .set({ disciplineId: bls })
      .where('id', '=', certificateId)
      .execute();
    expect(await state()).toMatchObject({ ready: false });
    expect(await drift()).toEqual([]);
    await t.db
      .updateTable('instructorCertificates')
      .set({ disciplineId: acls })
      .where('id', '=', certificateId)
      .execute();
    expect(await state()).toMatchObject({ ready: true });
    expect(await drift()).toEqual([]);
  });
});

describe('two transactions at once', () => {
  it('keep both of their changes to one instructor', async () => {
    const before = (await state()).coursesDone;
    const [one, two] = [await course('2025-07-01', 'DONE'), await course('2025-08-01', 'DONE')];
    let inserted!: () => void;
    let release!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.transaction().execute(async (trx) => {
      await trainer(trx, one);
      inserted();
      await gate;
    });
    await firstInserted;
    // the second refreshes the same pair while the first holds it: it must wait, then count both
    const second = t.db.transaction().execute((trx) => trainer(trx, two));
    await expect
      .poll(async () => {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
          t.db,
        );
        return rows[0]!.n;
      })
      .toBe(1);
    release();
    await Promise.all([first, second]);
    expect((await state()).coursesDone).toBe(before + 2);
    expect(await drift()).toEqual([]);
  });
});
