import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/** A pasted participant list: preview, then missing profiles created and all rows added in one transaction. */
let t: TestApp;
let its: string;
let sued: string;
let itc: string;
let itcCh: string;
let instructor: string;
let nord: string;
let courseId: string;
let known: { id: string; email: string; firstName: string; lastName: string };

const count = async (table: 'participantProfiles' | 'courseParticipants' | 'auditLog') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  profiles: await count('participantProfiles'),
  participants: await count('courseParticipants'),
  audit: await count('auditLog'),
});
const paste = (token: string, rows: unknown, dryRun = false, id = courseId) =>
  t.call('POST', `courses/${id}/add-participants?dryRun=${dryRun}`, { token, body: { rows } });

beforeAll(async () => {
  t = await testApp();
  [its, sued, itc, itcCh, instructor] = await Promise.all(
    ['its@example.com', 'its.sued@example.com', 'itc@example.com', 'itc.ch@example.com', 'instructor@example.com'].map(
      (e) => t.login(e),
    ),
  );
  nord = (
    await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Trainingszentrum Nord')
      .executeTakeFirstOrThrow()
  ).id;
  const courseType = (
    await t.db.selectFrom('courseTypes').select('id').where('organisationId', '=', nord).executeTakeFirstOrThrow()
  ).id;
  const jonas = (
    await t.db
      .selectFrom('instructorProfiles')
      .select('instructorProfiles.id')
      .innerJoin('participantProfiles as p', 'p.id', 'instructorProfiles.participantProfileId')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .where('u.email', '=', 'instructor@example.com')
      .where('instructorProfiles.organisationId', '=', nord)
      .executeTakeFirstOrThrow()
  ).id;
  known = (await t.db
    .selectFrom('participantProfiles')
    .select(['id', 'email', 'firstName', 'lastName'])
    .where('organisationId', '=', nord)
    .where('deleted', '=', false)
    .where('email', 'is not', null)
    .orderBy('lastName')
    .executeTakeFirstOrThrow()) as typeof known;
  const created = await t.call('POST', 'courses', {
    token: its,
    body: {
      courseTypeId: courseType,
      startDate: '2027-03-01',
      trainers: [{ instructorProfileId: jonas, instructorType: 'instructor', origin: 'own_organisation' }],
      participants: [],
    },
  });
  expect(created.status).toBe(201);
  courseId = created.body.id;
});
afterAll(() => t.close());

const rows = () => [
  { firstName: 'Lena', lastName: 'Pastor', email: 'lena.pastor@example.com', phoneNumber: '040 123' },
  { firstName: known.firstName, lastName: known.lastName, email: known.email.toUpperCase() },
  { title: 'Dr.', firstName: 'Ole', lastName: 'Ohnemail' },
];

describe('preview', () => {
  it('marks each row new, already a profile (by e-mail, any case) or invalid with its reason, and writes nothing', async () => {
    const before = await counts();
    const response = await paste(
      its,
      [
        ...rows(),
        { firstName: 'Kein', email: 'kein-at-example.com' },
        { firstName: 'Lena', lastName: 'Zwei', email: 'lena.pastor@example.com' },
      ],
      true,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      dryRun: true,
      mayCreate: true,
      new: 2,
      existing: 1,
      enrolled: 0,
      invalid: 2,
    });
    expect(response.body.rows.map((r: { state: string }) => r.state)).toEqual([
      'new',
      'existing',
      'new',
      'invalid',
      'invalid',
    ]);
    expect(response.body.rows[1].profileId).toBe(known.id);
    expect(response.body.rows[3].errors).toEqual({ lastName: 'Field required.', email: 'Invalid email' });
    expect(response.body.rows[4].errors).toEqual({ email: 'Value already exists.' });
    expect(await counts()).toEqual(before);
  });

  it('tells an ITC without the participant-profile feature that it may not create profiles', async () => {
    const response = await paste(itc, rows(), true);
    expect(response.status).toBe(200);
    expect(response.body.mayCreate).toBe(false);
  });
});

describe('adding', () => {
  it('refuses a list with a wrong row whole, naming the row and field, and writes nothing', async () => {
    const before = await counts();
    const response = await paste(its, [...rows(), { firstName: 'Nur', lastName: 'X'.repeat(101) }]);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'rows.3.lastName': '100 characters maximum.' });
    expect(await counts()).toEqual(before);
  });

  it('refuses an ITC that would have to create profiles (403) and writes nothing', async () => {
    const before = await counts();
    expect((await paste(itc, rows())).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses users of another site or ITC (404) and writes nothing', async () => {
    const before = await counts();
    expect((await paste(sued, rows())).status).toBe(404);
    expect((await paste(itcCh, rows())).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refuses the course’s own trainer, who only reads it (403), and writes nothing', async () => {
    const before = await counts();
    expect((await paste(instructor, rows(), true)).status).toBe(403);
    expect((await paste(instructor, rows())).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is no list of rows (400) and an unknown course (404)', async () => {
    expect(
      (await t.call('POST', `courses/${courseId}/add-participants?dryRun=false`, { token: its, body: { rows: 'x' } }))
        .status,
    ).toBe(400);
    expect((await paste(its, [{ firstName: 'A', lastName: 42 }])).status).toBe(400);
    expect((await paste(its, rows(), false, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('creates the missing profiles at the course site and adds every row, numbered after the last', async () => {
    const before = await counts();
    const response = await paste(its, rows());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ dryRun: false, new: 2, existing: 1, invalid: 0 });
    expect(await counts()).toEqual({
      profiles: before.profiles + 2,
      participants: before.participants + 3,
      // two profiles and the course
      audit: before.audit + 3,
    });
    const lena = await t.db
      .selectFrom('participantProfiles')
      .selectAll()
      .where('email', '=', 'lena.pastor@example.com')
      .executeTakeFirstOrThrow();
    expect(lena).toMatchObject({ organisationId: nord, firstName: 'Lena', lastName: 'Pastor', phoneNumber: '040 123' });
    const course = await t.call('GET', `courses/${courseId}`, { token: its });
    expect(
      course.body.participants.map((p: { sequenceNumber: number; lastName: string }) => [p.sequenceNumber, p.lastName]),
    ).toEqual([
      [1, 'Pastor'],
      [2, known.lastName],
      [3, 'Ohnemail'],
    ]);
  });

  it('finds the same list again as already in the course, matched by name where it has no e-mail, and adds nothing twice', async () => {
    const preview = await paste(its, rows(), true);
    expect(preview.body).toMatchObject({ new: 0, existing: 0, enrolled: 3 });
    const before = await counts();
    expect((await paste(its, rows())).status).toBe(200);
    expect((await counts()).participants).toBe(before.participants);
  });

  it('lets an ITC add profiles that exist already to its site’s course', async () => {
    const other = await t.db
      .selectFrom('participantProfiles')
      .select(['firstName', 'lastName', 'email'])
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .where('email', 'is not', null)
      .where('email', '<>', known.email)
      .where('email', '<>', 'lena.pastor@example.com')
      .executeTakeFirstOrThrow();
    const response = await paste(itc, [other]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ existing: 1, new: 0 });
  });

  it('refuses a course that is done (409): it can no longer change', async () => {
    await t.db.updateTable('courses').set({ status: 'DONE' }).where('id', '=', courseId).execute();
    const before = await counts();
    const response = await paste(its, [{ firstName: 'Spät', lastName: 'Dran' }]);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('COURSE_DONE');
    expect(await counts()).toEqual(before);
  });
});

describe('a list pasted before the course is first saved (issue 25.5)', () => {
  let courseType: string;
  let pastedCourse: string;
  let jonasTrainer: Record<string, unknown>;
  beforeAll(async () => {
    const course = await t.call('GET', `courses/${courseId}`, { token: its });
    courseType = course.body.courseTypeId;
    const { instructorProfileId } = course.body.trainers[0];
    jonasTrainer = { instructorProfileId, instructorType: 'instructor', origin: 'own_organisation' };
  });
  const check = (token: string, rows: unknown, organisationId = nord) =>
    t.call('POST', 'courses/check-participants', { token, body: { organisationId, rows } });
  const create = (token: string, body: Record<string, unknown>) =>
    t.call('POST', 'courses', {
      token,
      body: { courseTypeId: courseType, startDate: '2027-04-01', trainers: [jonasTrainer], ...body },
    });

  it('previews the list at the organisation the course is to be in, and writes nothing', async () => {
    const before = await counts();
    const preview = await check(its, [
      { firstName: 'Neu', lastName: 'Vorab', email: 'neu.vorab@example.com' },
      { firstName: known.firstName, lastName: known.lastName, email: known.email.toUpperCase() },
      { firstName: 'Ohne' },
    ]);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, mayCreate: true, new: 1, existing: 1, invalid: 1, enrolled: 0 });
    expect(preview.body.rows[1]).toMatchObject({ state: 'existing', profileId: known.id });
    expect(await counts()).toEqual(before);
  });

  it('refuses the preview at an organisation out of reach (404), and to whoever may not create courses (403)', async () => {
    expect((await check(sued, [{ firstName: 'A', lastName: 'B' }])).status).toBe(404);
    expect((await check(itcCh, [{ firstName: 'A', lastName: 'B' }])).status).toBe(404);
    expect((await check(instructor, [{ firstName: 'A', lastName: 'B' }])).status).toBe(403);
  });

  it('creates the course with the pasted people: profiles made, all numbered after the picked participants', async () => {
    const before = await counts();
    const created = await create(its, {
      participants: [{ participantProfileId: known.id, sequenceNumber: 1 }],
      newParticipants: [
        { firstName: 'Vera', lastName: 'Vorab', email: 'vera.vorab@example.com' },
        // already among the picked participants: not added twice
        { firstName: known.firstName, lastName: known.lastName, email: known.email },
        { firstName: 'Otto', lastName: 'Ohnemail-Vorab' },
      ],
    });
    expect(created.status).toBe(201);
    expect(
      created.body.participants.map((p: { sequenceNumber: number; lastName: string }) => [
        p.sequenceNumber,
        p.lastName,
      ]),
    ).toEqual([
      [1, known.lastName],
      [2, 'Vorab'],
      [3, 'Ohnemail-Vorab'],
    ]);
    const made = await t.db
      .selectFrom('participantProfiles')
      .select(['id', 'organisationId'])
      .where('lastName', 'in', ['Vorab', 'Ohnemail-Vorab'])
      .execute();
    expect(made.map((p) => p.organisationId)).toEqual([nord, nord]);
    pastedCourse = created.body.id;
    const after = await counts();
    expect(after.profiles - before.profiles).toBe(2);
    expect(after.participants - before.participants).toBe(3);
    // one audit row per new profile, and the course's own create row only
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['entity', 'action'])
      .where('entityId', 'in', [pastedCourse, ...made.map((p) => p.id)])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { entity: 'participant-profiles', action: 'create' },
      { entity: 'participant-profiles', action: 'create' },
      { entity: 'courses', action: 'create' },
    ]);
  });

  it('refuses a course whose pasted list has a wrong row (400, naming row and field), and writes nothing', async () => {
    const before = await counts();
    const response = await create(its, {
      newParticipants: [{ firstName: 'Gut', lastName: 'Zeile' }, { lastName: 'X' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'newParticipants.1.firstName': expect.any(String) });
    expect(await counts()).toEqual(before);
  });

  it('refuses an ITC whose pasted people would need new profiles (403), and writes nothing', async () => {
    const before = await counts();
    const response = await create(itc, {
      organisationId: nord,
      newParticipants: [{ firstName: 'Nicht', lastName: 'Erlaubt', email: 'nicht.erlaubt@example.com' }],
    });
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('takes no pasted list on an update (the saved course has add-participants): it is left out', async () => {
    const before = await counts();
    const response = await t.call('PATCH', `courses/${pastedCourse}`, {
      token: its,
      body: { newParticipants: [{ firstName: 'Zu', lastName: 'Spät' }] },
    });
    expect(response.body.participants).toHaveLength(3);
    expect((await counts()).profiles).toBe(before.profiles);
  });
});
