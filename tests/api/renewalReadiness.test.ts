import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, loginAll, PDF, type DemoUser } from './certificationHelper';
import { addDays, today } from '../../src/domain/certificates';
import { testApp, type TestApp } from './helper';

/**
 * Renewal readiness (issue 14.1): the discipline's rule, courses DONE taught as instructor within
 * the current validity period, the monitoring form, shown on certificate rows and filtered on.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let acls: string;
let miriam: string;
let certificateId: string;
let courseTypeId: string;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
  acls = ids.discipline('ACLS');
  miriam = await ids.instructorByName('Miriam', 'Schulz');
  // her certified ACLS certificate: valid 2025-01-01 to 2027-01-01
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
    .values({ organisationId: ids.nord, name: 'Renewal-Kurs' })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => t.close());

/** A course at Nord with Miriam as trainer of `instructorType`. */
async function course(startDate: string, status: string, instructorType = 'instructor') {
  const { id } = await t.db
    .insertInto('courses')
    .values({ organisationId: ids.nord, courseTypeId, startDate, status } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('courseTrainers')
    .values({
      organisationId: ids.nord,
      courseId: id,
      position: 0,
      instructorProfileId: miriam,
      instructorType,
      origin: 'own_organisation',
      name: null,
      ahaInstructorId: null,
    })
    .execute();
}

const certificates = (token: string, filter: Record<string, unknown>) =>
  t.call('GET', `instructor-certificates?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });

const renewalOf = async (token = tokens.itc) => {
  const response = await certificates(token, { instructorId: miriam, disciplineId: acls, status: 'CERTIFIED' });
  expect(response.status).toBe(200);
  return response.body[0].renewal;
};

const rule = async () =>
  t.db
    .selectFrom('disciplines')
    .select(['renewalCourses', 'monitoringRequired', 'reminderDays'])
    .where('id', '=', acls)
    .executeTakeFirstOrThrow();

describe('the rule on the discipline', () => {
  it('defaults to no courses, no monitoring form and reminders 180, 90 and 30 days ahead', async () => {
    expect(await rule()).toEqual({ renewalCourses: 0, monitoringRequired: false, reminderDays: [180, 90, 30] });
  });

  it('is edited on the discipline; reminder days are kept once each, earliest first', async () => {
    const response = await t.call('PATCH', `disciplines/${acls}`, {
      token: tokens.itc,
      body: { renewalCourses: 2, monitoringRequired: true, reminderDays: [30, 180, 60, 30] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ renewalCourses: 2, monitoringRequired: true, reminderDays: [180, 60, 30] });
  });

  it.each([
    [{ renewalCourses: -1 }],
    [{ renewalCourses: 101 }],
    [{ renewalCourses: 'zwei' }],
    [{ monitoringRequired: 'ja' }],
    [{ reminderDays: null }],
    [{ reminderDays: [0] }],
    [{ reminderDays: [731] }],
    [{ reminderDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
    [{ reminderDays: ['30'] }],
  ])('refuses %j with 400 and changes nothing', async (body) => {
    const before = await rule();
    const response = await t.call('PATCH', `disciplines/${acls}`, { token: tokens.itc, body });
    expect(response.status).toBe(400);
    expect(await rule()).toEqual(before);
  });

  it('is the ITC’s own: another ITC and a site may not change it', async () => {
    for (const token of [tokens.itcCh, tokens.its]) {
      const response = await t.call('PATCH', `disciplines/${acls}`, { token, body: { renewalCourses: 0 } });
      expect([403, 404]).toContain(response.status);
    }
    expect((await rule()).renewalCourses).toBe(2);
  });
});

describe('readiness', () => {
  it('counts nothing yet: courses and the monitoring form are missing', async () => {
    expect(await renewalOf()).toEqual({
      ready: false,
      coursesRequired: 2,
      coursesDone: 0,
      monitoringRequired: true,
      monitoringDone: false,
      periodStart: '2025-01-01',
      periodEnd: '2027-01-01',
      dueFrom: '2026-07-05',
    });
  });

  it('counts only DONE courses taught as instructor within the validity period', async () => {
    await course('2025-03-01', 'DONE');
    await course('2024-12-31', 'DONE'); // before the period
    await course('2025-04-01', 'DONE', 'trainee'); // as trainee
    await course('2025-05-01', 'FOLLOWUP'); // not done
    expect(await renewalOf()).toMatchObject({ coursesDone: 1, ready: false });
    await course('2026-06-01', 'DONE');
    expect(await renewalOf()).toMatchObject({ coursesDone: 2, monitoringDone: false, ready: false });
  });

  it('is ready once a monitoring form of the period is on one of his requests', async () => {
    await t.db
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
      .execute();
    expect(await renewalOf()).toMatchObject({ coursesDone: 2, monitoringDone: true, ready: true });
  });

  it('follows the rule: more courses required makes him not ready again', async () => {
    await t.call('PATCH', `disciplines/${acls}`, { token: tokens.itc, body: { renewalCourses: 3 } });
    expect(await renewalOf()).toMatchObject({ coursesRequired: 3, ready: false });
    await t.call('PATCH', `disciplines/${acls}`, { token: tokens.itc, body: { renewalCourses: 2 } });
  });

  it('without a certified certificate nobody is ready', async () => {
    const response = await certificates(tokens.itc, { disciplineId: ids.discipline('BLS'), instructorId: miriam });
    expect(response.body[0].renewal).toMatchObject({ ready: false, periodEnd: null, periodStart: null });
  });

  it('is the same for the site and the instructor’s site only', async () => {
    expect((await renewalOf(tokens.its)).ready).toBe(true);
    const other = await certificates(tokens.sued, { instructorId: miriam });
    expect(other.status).toBe(200);
    expect(other.body).toEqual([]);
  });
});

describe('the certificate list filter', () => {
  it('lists ready and not ready certificates apart, and nothing twice', async () => {
    const ready = await certificates(tokens.itc, { renewalReady: true });
    const notReady = await certificates(tokens.itc, { renewalReady: false });
    const all = await certificates(tokens.itc, {});
    expect(ready.status).toBe(200);
    expect(ready.body.map((c: { id: string }) => c.id)).toContain(certificateId);
    expect(ready.body.every((c: { renewal: { ready: boolean } }) => c.renewal.ready)).toBe(true);
    expect(notReady.body.every((c: { renewal: { ready: boolean } }) => !c.renewal.ready)).toBe(true);
    const total = (response: { headers: Record<string, unknown> }) =>
      Number(String(response.headers['content-range']).split('/')[1]);
    expect(total(ready)).toBeGreaterThan(0);
    expect(total(ready) + total(notReady)).toBe(total(all));
  });

  it('totals the certified certificates ready or not from the kept counts, as many as it lists', async () => {
    const listed = async (token: string, filter: Record<string, unknown>) => {
      const response = await t.call(
        'GET',
        `instructor-certificates?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        { token },
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.headers['content-range']).toMatch(new RegExp(`/${response.body.length}$`));
      return response.body as { id: string; renewal: { ready: boolean } }[];
    };
    for (const token of [tokens.itc, tokens.its, tokens.sued])
      for (const disciplineId of [undefined, acls]) {
        const ready = await listed(token, { status: 'CERTIFIED', renewalReady: true, disciplineId });
        const notReady = await listed(token, { status: 'CERTIFIED', renewalReady: false, disciplineId });
        expect(ready.every((c) => c.renewal.ready)).toBe(true);
        expect(notReady.every((c) => !c.renewal.ready)).toBe(true);
        const all = await listed(token, { status: 'CERTIFIED', disciplineId });
        expect(ready.length + notReady.length).toBe(all.length);
        if (token !== tokens.sued && disciplineId === acls) expect(ready.map((c) => c.id)).toContain(certificateId);
      }
  });

  it('refuses a value that is not a boolean', async () => {
    expect((await certificates(tokens.itc, { renewalReady: 'maybe' })).status).toBe(400);
  });
});

describe('the renewal window (issue 25.6)', () => {
  let tim: string;
  let heartsaver: string;
  let todays: string;

  beforeAll(async () => {
    tim = await ids.instructorByName('Tim', 'Vogel');
    heartsaver = ids.discipline('Heartsaver');
    const { organisationId } = await t.db
      .selectFrom('instructorProfiles')
      .select('organisationId')
      .where('id', '=', tim)
      .executeTakeFirstOrThrow();
    // certified today, in a discipline whose rule asks nothing (no courses, no form)
    ({ id: todays } = await t.db
      .insertInto('instructorCertificates')
      .values({
        organisationId,
        instructorId: tim,
        disciplineId: heartsaver,
        disciplineType: 'INITIAL',
        status: 'CERTIFIED',
        certificationDate: today(),
        expiryDate: addDays(today(), 730),
        createdBy: null,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow());
  });

  const timsRenewal = async () => {
    const response = await t.call('GET', `instructor-certificates/${todays}`, { token: tokens.itc });
    expect(response.status).toBe(200);
    return response.body.renewal;
  };

  it('a certificate certified today is not ready, though the rule asks nothing: renewal is due from the earliest reminder', async () => {
    expect(await timsRenewal()).toMatchObject({
      ready: false,
      coursesRequired: 0,
      monitoringRequired: false,
      periodStart: today(),
      dueFrom: addDays(today(), 730 - 180),
    });
    const notReady = await certificates(tokens.itc, { renewalReady: false, instructorId: tim });
    expect(notReady.body.map((c: { id: string }) => c.id)).toContain(todays);
    const ready = await certificates(tokens.itc, { renewalReady: true, instructorId: tim });
    expect(ready.body.map((c: { id: string }) => c.id)).not.toContain(todays);
  });

  it('follows the discipline’s reminders: a first reminder two years ahead opens the window today', async () => {
    const patch = (reminderDays: number[]) =>
      t.call('PATCH', `disciplines/${heartsaver}`, { token: tokens.itc, body: { reminderDays } });
    expect((await patch([730, 30])).status).toBe(200);
    expect(await timsRenewal()).toMatchObject({ ready: true, dueFrom: today() });
    expect((await patch([180, 90, 30])).status).toBe(200);
    expect((await timsRenewal()).ready).toBe(false);
  });
});
