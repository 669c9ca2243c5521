import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_STATUSES } from '../../src/domain/courses';
import { testApp, type TestApp } from './helper';

/** Courses with trainers and participants: one transaction, status workflow, scopes its/itc/my. */
let t: TestApp;
let its: string;
let sued: string;
let itc: string;
let itcCh: string;
let instructor: string;
let plain: string;
let nord: string;
let sud: string;
let west: string;
let courseType: string;
let venue: string;
let ownInstructor: string; // an instructor profile of Nord (not Jonas)
let jonasProfile: string;
let participants: string[];

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const courseCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const childCounts = async () => ({
  trainers: Number(
    (
      await t.db
        .selectFrom('courseTrainers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  participants: Number(
    (
      await t.db
        .selectFrom('courseParticipants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

beforeAll(async () => {
  t = await testApp();
  [its, sued, itc, itcCh, instructor, plain] = await Promise.all(
    [
      'its@example.com',
      'its.sued@example.com',
      'itc@example.com',
      'itc.ch@example.com',
      'instructor@example.com',
      'user@example.com',
    ].map((e) => t.login(e)),
  );
  const orgs = await t.db.selectFrom('organisations').select(['id', 'name']).execute();
  nord = orgs.find((o) => o.name === 'Trainingszentrum Nord')!.id;
  sud = orgs.find((o) => o.name === 'Trainingszentrum Süd')!.id;
  west = orgs.find((o) => o.name === 'Trainingszentrum West')!.id;
  courseType = (
    await t.db
      .selectFrom('courseTypes')
      .select('id')
      .where('organisationId', '=', nord)
      .where('name', '=', 'BLS Provider')
      .executeTakeFirstOrThrow()
  ).id;
  venue = (
    await t.db
      .selectFrom('venues')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow()
  ).id;
  const instructors = await t.db
    .selectFrom('instructorProfiles as i')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select(['i.id', 'p.userId'])
    .where('i.organisationId', '=', nord)
    .where('i.deleted', '=', false)
    .execute();
  jonasProfile = instructors.find((i) => i.userId)!.id;
  ownInstructor = instructors.find((i) => !i.userId)!.id;
  participants = (
    await t.db
      .selectFrom('participantProfiles')
      .select('id')
      .where('organisationId', '=', nord)
      .where('userId', 'is', null)
      .orderBy('lastName')
      .limit(4)
      .execute()
  ).map((p) => p.id);
});
afterAll(() => t.close());

const course = (overrides: Record<string, unknown> = {}) => ({
  courseTypeId: courseType,
  venueId: venue,
  date: '2026-11-02',
  startDate: '2026-12-14',
  endDate: '2026-12-15',
  time: '09:00–16:30',
  courseFormat: 'ONSITE',
  doctorName: 'Dr. med. Henrik Vogt',
  numberOfParticipants: 12,
  targetGroup: 'Pflegepersonal',
  customer: 'Asklepios Klinik Altona',
  order: 'Bestellung 4711',
  projectNumber: 'P-2026-900',
  invoiceNumber: null,
  expectedRevenue: 1234.5,
  courseLanguages: ['de', 'en'],
  courseLeader: 'Jonas Becker',
  trainers: [
    { instructorProfileId: ownInstructor, instructorType: 'instructor', origin: 'own_organisation' },
    { instructorType: 'trainee', origin: 'free_text', name: 'Hanna Gast' },
  ],
  participants: [
    { participantProfileId: participants[0], orderNumber: 'B-1', grouping: 'Gruppe A', price: 89 },
    { participantProfileId: participants[1], comment: 'vegetarisch', price: 89.9 },
  ],
  ...overrides,
});
const create = (token: string, body: Record<string, unknown>) => t.call('POST', 'courses', { token, body });
const step = (token: string, id: string, status: string) =>
  t.call('POST', `courses/${id}/status`, { token, body: { status } });

describe('create and read', () => {
  it('creates a course with trainers and participants in one call, with names, counts and an audit row', async () => {
    const response = await create(its, course());
    expect(response.status).toBe(201);
    const body = response.body;
    expect(body).toMatchObject({
      organisationId: nord,
      organisationName: 'Trainingszentrum Nord',
      courseTypeName: 'BLS Provider',
      status: 'NEW',
      startDate: '2026-12-14',
      expectedRevenue: 1234.5,
      courseLanguages: ['de', 'en'],
      order: 'Bestellung 4711',
      participantCount: 2,
      instructorCount: 1,
      traineeCount: 1,
      editable: true,
    });
    expect(body.trainers).toMatchObject([
      {
        instructorProfileId: ownInstructor,
        instructorType: 'instructor',
        origin: 'own_organisation',
        instructorOrganisationName: 'Trainingszentrum Nord',
      },
      {
        instructorProfileId: null,
        instructorType: 'trainee',
        origin: 'free_text',
        name: 'Hanna Gast',
        instructorName: 'Hanna Gast',
      },
    ]);
    expect(body.trainers[0].instructorName).toMatch(/\w+ \w+/);
    expect(body.participants).toMatchObject([
      { sequenceNumber: 1, participantProfileId: participants[0], orderNumber: 'B-1', grouping: 'Gruppe A', price: 89 },
      { sequenceNumber: 2, participantProfileId: participants[1], comment: 'vegetarisch', price: 89.9 },
    ]);
    expect(body.participants[0].lastName).toBeTruthy();
    const read = await t.call('GET', `courses/${body.id}`, { token: its });
    expect(read.body).toEqual(body);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('entityId', '=', body.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect((audit[0].after as { trainers: unknown[] }).trainers).toHaveLength(2);
  });

  it('finds an instructor of another organisation by his AHA id', async () => {
    const response = await create(sued, {
      ...course({ courseTypeId: undefined, venueId: null }),
      courseTypeId: (
        await t.db.selectFrom('courseTypes').select('id').where('organisationId', '=', sud).executeTakeFirstOrThrow()
      ).id,
      trainers: [{ instructorType: 'instructor', origin: 'other_organisation', ahaInstructorId: '01234567890' }],
      participants: [],
    });
    expect(response.status).toBe(201);
    expect(response.body.trainers[0]).toMatchObject({
      instructorProfileId: jonasProfile,
      instructorName: 'Jonas Becker',
      instructorOrganisationName: 'Trainingszentrum Nord',
    });
    const unknown = await create(sued, {
      ...course(),
      courseTypeId: response.body.courseTypeId,
      venueId: null,
      trainers: [{ instructorType: 'instructor', origin: 'other_organisation', ahaInstructorId: '99999999999' }],
      participants: [],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      'trainers.0.ahaInstructorId': 'Instructor with the given AHA ID not found.',
    });
  });

  it('refuses a course without a trainer of type instructor, writing nothing', async () => {
    const [before, children] = [await courseCount(), await childCounts()];
    const onlyTrainee = await create(
      its,
      course({ trainers: [{ instructorType: 'trainee', origin: 'free_text', name: 'Nur Hospitant' }] }),
    );
    expect(onlyTrainee.status).toBe(400);
    expect(onlyTrainee.body).toMatchObject({
      code: 'NO_INSTRUCTOR',
      message: 'A course needs at least one trainer of type instructor.',
      errors: { trainers: 'Course instructors: at least 1.' },
    });
    expect((await create(its, course({ trainers: undefined }))).body.code).toBe('NO_INSTRUCTOR');
    expect(await courseCount()).toBe(before);
    expect(await childCounts()).toEqual(children);
  });

  it('answers field messages for bad values and references outside the organisation, writing nothing', async () => {
    const before = await courseCount();
    const sudType = (
      await t.db.selectFrom('courseTypes').select('id').where('organisationId', '=', sud).executeTakeFirstOrThrow()
    ).id;
    const sudParticipant = (
      await t.db
        .selectFrom('participantProfiles')
        .select('id')
        .where('organisationId', '=', sud)
        .executeTakeFirstOrThrow()
    ).id;
    const refs = await create(
      its,
      course({
        courseTypeId: sudType,
        participants: [
          { participantProfileId: sudParticipant },
          { participantProfileId: participants[0] },
          { participantProfileId: participants[0] },
        ],
        trainers: [
          { instructorType: 'instructor', origin: 'own_organisation' },
          { instructorType: 'instructor', origin: 'free_text', name: ' ' },
        ],
      }),
    );
    expect(refs.status).toBe(400);
    expect(refs.body.errors).toEqual({
      courseTypeId: 'Invalid value.',
      'participants.0.participantProfileId': 'Invalid value.',
      'participants.2.participantProfileId': 'Value already exists.',
      'trainers.0.instructorProfileId': 'Field required.',
      'trainers.1.name': 'Field required.',
    });
    const values = await create(
      its,
      course({
        startDate: '',
        endDate: '2026-13-01',
        price: 3,
        numberOfParticipants: -1,
        courseLanguages: ['xx'],
        expectedRevenue: 1e9,
      }),
    );
    expect(values.status).toBe(400);
    expect(values.body.errors).toMatchObject({
      startDate: 'Field required.',
      numberOfParticipants: 'Must be at least 0.',
      expectedRevenue: 'Must be at most 9999999.99.',
    });
    expect(Object.keys(values.body.errors)).toEqual(expect.arrayContaining(['endDate', 'courseLanguages.0']));
    const order = await create(its, course({ startDate: '2026-12-14', endDate: '2026-12-01' }));
    expect(order.body.errors).toEqual({ endDate: 'The end date must not be before the start date.' });
    expect(await courseCount()).toBe(before);
  });

  it('says “No course types exist: create one first.” when the organisation has none', async () => {
    const types = await t.db
      .selectFrom('courseTypes')
      .select('id')
      .where('organisationId', '=', west)
      .where('deleted', '=', false)
      .execute();
    await t.db.updateTable('courseTypes').set({ deleted: true }).where('organisationId', '=', west).execute();
    try {
      const response = await create(itc, {
        ...course({
          courseTypeId: undefined,
          venueId: null,
          participants: [],
          trainers: [{ instructorType: 'instructor', origin: 'free_text', name: 'X' }],
        }),
        organisationId: west,
      });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'NO_COURSE_TYPES',
        message: 'No course types exist: create one first.',
      });
    } finally {
      await t.db
        .updateTable('courseTypes')
        .set({ deleted: false })
        .where(
          'id',
          'in',
          types.map((x) => x.id),
        )
        .execute();
    }
  });

  it('lets the ITC create for its sites, not another site create in Nord, nor a user without the feature', async () => {
    const westType = (
      await t.db.selectFrom('courseTypes').select('id').where('organisationId', '=', west).executeTakeFirstOrThrow()
    ).id;
    const westCourse = await create(itc, {
      ...course({ courseTypeId: westType, venueId: null, participants: [] }),
      trainers: [{ instructorType: 'instructor', origin: 'free_text', name: 'Gast' }],
      organisationId: west,
    });
    expect(westCourse.status).toBe(201);
    expect(westCourse.body.organisationName).toBe('Trainingszentrum West');
    const before = await courseCount();
    expect((await create(sued, { ...course(), organisationId: nord })).status).toBe(404);
    expect((await create(itcCh, { ...course(), organisationId: nord })).status).toBe(404);
    expect((await create(plain, course())).status).toBe(403);
    expect((await create(instructor, course())).status).toBe(403);
    expect(await courseCount()).toBe(before);
  });
});

describe('lists and scopes', () => {
  const names = (rows: { id: string }[]) => rows.map((r) => r.id);

  it('sorts, pages, filters and searches on v2, and v1 gives the same rows', async () => {
    const v2 = await t.call(
      'GET',
      `courses?sort=${q(['startDate', 'ASC'])}&range=${q([2, 5])}&filter=${q({ scope: 'its', status: 'DONE' })}`,
      { token: its },
    );
    expect(v2.status).toBe(200);
    expect(
      v2.body.every(
        (c: { status: string; organisationId: string }) => c.status === 'DONE' && c.organisationId === nord,
      ),
    ).toBe(true);
    const days = v2.body.map((c: { startDate: string }) => c.startDate);
    expect(days).toEqual([...days].sort());
    const total = Number(String(v2.headers['content-range']).split('/')[1]);
    const v1 = await t.call(
      'GET',
      'courses?page=2&itemsPerPage=2&sortBy=startDate&sortDesc=false&scope=its&status=DONE',
      { token: its, version: 'v1' },
    );
    const v2Page2 = await t.call(
      'GET',
      `courses?sort=${q(['startDate', 'ASC'])}&range=${q([2, 3])}&filter=${q({ scope: 'its', status: 'DONE' })}`,
      { token: its },
    );
    expect(v1.body.total).toBe(total);
    expect(names(v1.body.items)).toEqual(names(v2Page2.body));
    expect(v1.body.items).toEqual(v2Page2.body);

    const search = await t.call('GET', `courses?filter=${q({ q: 'asklepios', scope: 'its' })}&range=${q([0, 999])}`, {
      token: its,
    });
    expect(search.body.length).toBeGreaterThan(0);
    expect(search.body.every((c: { customer: string }) => c.customer === 'Asklepios Klinik Altona')).toBe(true);
    const searchV1 = await t.call('GET', 'courses?search=asklepios&scope=its&itemsPerPage=-1', {
      token: its,
      version: 'v1',
    });
    expect(names(searchV1.body.items)).toEqual(names(search.body));
    // the trainers' names are searchable too
    const byTrainer = await t.call('GET', `courses?filter=${q({ q: 'hanna gast' })}&range=${q([0, 999])}`, {
      token: its,
    });
    expect(byTrainer.body.length).toBeGreaterThan(0);
    expect(byTrainer.body.every((c: { trainerNames: string }) => c.trainerNames.includes('Hanna Gast'))).toBe(true);
  });

  it('groups by status in workflow order and sorts by counts', async () => {
    const grouped = await t.call('GET', 'courses?itemsPerPage=-1&groupBy=status&sortBy=startDate', {
      token: its,
      version: 'v1',
    });
    const statuses = grouped.body.items.map((c: { status: string }) => c.status);
    expect([...new Set(statuses)]).toEqual([...COURSE_STATUSES]);
    const byCount = await t.call('GET', `courses?sort=${q(['participantCount', 'DESC'])}&range=${q([0, 999])}`, {
      token: its,
    });
    const counts = byCount.body.map((c: { participantCount: number }) => c.participantCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it('shows a site its own courses, the ITC those of all its sites, another ITC none', async () => {
    const own = await t.call('GET', 'courses?itemsPerPage=-1&scope=its', { token: sued, version: 'v1' });
    expect(own.body.items.every((c: { organisationId: string }) => c.organisationId === sud)).toBe(true);
    const network = await t.call('GET', 'courses?itemsPerPage=-1&scope=itc', { token: itc, version: 'v1' });
    expect(new Set(network.body.items.map((c: { organisationName: string }) => c.organisationName))).toEqual(
      new Set(['Trainingszentrum Nord', 'Trainingszentrum Süd', 'Trainingszentrum West']),
    );
    expect((await t.call('GET', `courses?filter=${q({ scope: 'itc' })}`, { token: itcCh })).body).toEqual([]);
    // a site has no itc scope; the scope must be known
    expect((await t.call('GET', `courses?filter=${q({ scope: 'itc' })}`, { token: its })).status).toBe(403);
    expect((await t.call('GET', `courses?filter=${q({ scope: 'all' })}`, { token: its })).status).toBe(400);
  });

  it('shows an instructor the courses he trains in (scope my), at his site and elsewhere, and nothing else', async () => {
    const mine = await t.call('GET', 'courses?itemsPerPage=-1&scope=my', { token: instructor, version: 'v1' });
    expect(mine.status).toBe(200);
    const expected = await t.db
      .selectFrom('courseTrainers')
      .select('courseId')
      .distinct()
      .where('instructorProfileId', '=', jonasProfile)
      .execute();
    expect(new Set(names(mine.body.items))).toEqual(new Set(expected.map((e) => e.courseId)));
    expect(new Set(mine.body.items.map((c: { organisationName: string }) => c.organisationName))).toEqual(
      new Set(['Trainingszentrum Nord', 'Trainingszentrum Süd']),
    );
    expect(new Set(mine.body.items.map((c: { status: string }) => c.status))).toEqual(new Set(COURSE_STATUSES));
    // without the course features he lists nothing else: a list without a scope holds what he reaches
    const reached = await t.call('GET', 'courses?itemsPerPage=-1', { token: instructor, version: 'v1' });
    expect(new Set(names(reached.body.items))).toEqual(new Set(expected.map((e) => e.courseId)));
    expect((await t.call('GET', `courses?filter=${q({ scope: 'its' })}`, { token: instructor })).status).toBe(403);
    expect((await t.call('GET', `courses?filter=${q({ scope: 'my' })}`, { token: plain })).body).toEqual([]);

    // he reads his courses (not editable for him), not the others of his site
    const his = mine.body.items[0].id;
    const read = await t.call('GET', `courses/${his}`, { token: instructor });
    expect(read.status).toBe(200);
    expect(read.body.editable).toBe(false);
    expect((await t.call('PATCH', `courses/${his}`, { token: instructor, body: { customer: 'x' } })).status).toBe(403);
    const other = await t.db
      .selectFrom('courses')
      .select('id')
      .where('organisationId', '=', nord)
      .where('id', 'not in', names(mine.body.items))
      .executeTakeFirstOrThrow();
    expect((await t.call('GET', `courses/${other.id}`, { token: instructor })).status).toBe(404);
  });
});

describe('update and status workflow', () => {
  let id: string;
  beforeAll(async () => {
    // held already: the calendar does not stop a step (courseStatusDates.test.ts tests that)
    id = (await create(its, course({ date: '2025-02-03', startDate: '2025-03-10', endDate: '2025-03-11' }))).body.id;
  });

  it('updates fields and replaces trainers and participants, keeping the ids sent back', async () => {
    const current = (await t.call('GET', `courses/${id}`, { token: its })).body;
    const response = await t.call('PATCH', `courses/${id}`, {
      token: its,
      body: {
        ...current,
        customer: 'Feuerwehr Hamburg',
        trainers: [
          ...current.trainers,
          { instructorProfileId: jonasProfile, instructorType: 'instructor', origin: 'own_organisation' },
        ],
        participants: [current.participants[1], { participantProfileId: participants[2], price: 0 }],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      customer: 'Feuerwehr Hamburg',
      instructorCount: 2,
      traineeCount: 1,
      participantCount: 2,
    });
    expect(response.body.trainers[0].id).toBe(current.trainers[0].id);
    expect(response.body.trainers[2]).toMatchObject({ instructorName: 'Jonas Becker', ahaInstructorId: '01234567890' });
    expect(
      response.body.participants.map((p: { id: string; sequenceNumber: number }) => [
        p.id === current.participants[1].id,
        p.sequenceNumber,
      ]),
    ).toEqual([
      [true, 2],
      [false, 3],
    ]);
  });

  it('refuses removing the last instructor', async () => {
    const before = await childCounts();
    const response = await t.call('PATCH', `courses/${id}`, {
      token: its,
      body: { trainers: [{ instructorType: 'trainee', origin: 'free_text', name: 'Gast' }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('NO_INSTRUCTOR');
    expect(await childCounts()).toEqual(before);
  });

  it('answers a step retried with its Idempotency-Key once; the same step on the old version without it is 412', async () => {
    const made = await create(its, course({ customer: 'Wiederholt' }));
    const seen = made.body.version as string;
    const send = (key?: string) =>
      t.call('POST', `courses/${made.body.id}/status`, {
        token: its,
        body: { status: 'PLANNING' },
        headers: { 'if-match': `"${seen}"`, ...(key ? { 'idempotency-key': key } : {}) },
      });
    const first = await send('step-once');
    expect(first.status).toBe(200);
    const retry = await send('step-once');
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await send()).status).toBe(412);
    const steps = await t.db
      .selectFrom('auditLog')
      .select('id')
      .where('entityId', '=', made.body.id)
      .where('action', '=', 'status')
      .execute();
    expect(steps).toHaveLength(1);
  });

  it('moves one step forward or back, refuses jumps with 409, and DONE is final', async () => {
    const jump = await step(its, id, 'EXECUTION');
    expect(jump.status).toBe(409);
    expect(jump.body).toMatchObject({
      code: 'COURSE_ILLEGAL_TRANSITION',
      message: expect.stringMatching(/^This status change/),
    });
    expect((await t.call('PATCH', `courses/${id}`, { token: its, body: { status: 'DONE' } })).status).toBe(409);
    expect((await step(its, id, 'NEW')).status).toBe(409);
    expect((await step(its, id, 'PLANNING')).body.status).toBe('PLANNING');
    expect((await step(its, id, 'NEW')).body.status).toBe('NEW');
    for (const status of ['PLANNING', 'PREPARATION', 'EXECUTION', 'FOLLOWUP'])
      expect((await step(its, id, status)).body.status).toBe(status);
    // a form sending the status along may take one step too
    expect(
      (await t.call('PATCH', `courses/${id}`, { token: its, body: { status: 'EXECUTION', invoiceNumber: 'RE-1' } }))
        .body,
    ).toMatchObject({ status: 'EXECUTION', invoiceNumber: 'RE-1' });
    expect((await step(its, id, 'FOLLOWUP')).status).toBe(200);
    const done = await step(its, id, 'DONE');
    expect(done.body).toMatchObject({ status: 'DONE', editable: false });
    expect((await step(its, id, 'FOLLOWUP')).status).toBe(409);
    const change = await t.call('PATCH', `courses/${id}`, { token: its, body: { customer: 'Zu spät' } });
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('COURSE_DONE');
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('entityId', '=', id)
      .where('action', '=', 'status')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual([
      'PLANNING',
      'NEW',
      'PLANNING',
      'PREPARATION',
      'EXECUTION',
      'FOLLOWUP',
      'FOLLOWUP',
      'DONE',
    ]);
  });

  it('refuses a course created in another status than NEW', async () => {
    expect((await create(its, course({ status: 'PLANNING' }))).status).toBe(409);
  });
});

describe('bad input', () => {
  it('answers 4xx with a message for malformed bodies and queries, never a 500, and writes nothing', async () => {
    const before = await courseCount();
    const bodies = [
      course({ startDate: '2026-02-30' }),
      course({ trainers: [{ instructorType: 'boss', origin: 'own_organisation' }] }),
      course({ trainers: 'Jonas' }),
      course({ participants: [{ participantProfileId: 'nobody' }] }),
      course({ participants: [{ participantProfileId: participants[0], sequenceNumber: 0 }] }),
      course({ courseLanguages: 'de' }),
      course({ expectedRevenue: '12' }),
      course({ numberOfParticipants: 1.5 }),
      course({ courseFormat: 'HYBRID' }),
      { ...course(), organisationId: 'not-a-uuid' },
      course({ venueId: '00000000-0000-0000-0000-000000000000' }),
      course({ time: 'x'.repeat(51) }),
      [],
      'text',
    ];
    for (const body of bodies) {
      const response = await create(its, body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.message).toBeTruthy();
    }
    const queries = [
      `filter=${q({ startDateFrom: '2026-02-30' })}`,
      `filter=${q({ status: 'LATE' })}`,
      `filter=${q({ scope: 5 })}`,
      `filter=${q({ instructorProfileId: 'x' })}`,
      `groupBy=trainers`,
      `sort=${q(['statusRank', 'ASC'])}`,
    ];
    for (const query of queries)
      expect((await t.call('GET', `courses?${query}`, { token: its })).status, query).toBe(400);
    expect((await t.call('GET', 'courses/not-a-uuid', { token: its })).status).toBe(400);
    expect(
      (
        await t.call('POST', 'courses/00000000-0000-0000-0000-000000000000/status', {
          token: its,
          body: { status: 'PLANNING' },
        })
      ).status,
    ).toBe(404);
    expect(await courseCount()).toBe(before);
  });
});

describe('delete and tenant boundaries', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(its, course())).body.id;
  });

  it('answers 404 to another site on read, update, status, delete and restore, changing nothing', async () => {
    const before = await t.call('GET', `courses/${id}`, { token: its });
    expect((await t.call('GET', `courses/${id}`, { token: sued })).status).toBe(404);
    expect((await t.call('PATCH', `courses/${id}`, { token: sued, body: { customer: 'Gekapert' } })).status).toBe(404);
    expect((await step(sued, id, 'PLANNING')).status).toBe(404);
    expect((await t.call('DELETE', `courses/${id}`, { token: sued })).status).toBe(404);
    expect((await t.call('POST', `courses/${id}/restore`, { token: sued })).status).toBe(404);
    expect((await t.call('GET', `courses/${id}`, { token: itcCh })).status).toBe(404);
    expect((await t.call('GET', `courses?filter=${q({ id: [id] })}`, { token: sued })).body).toEqual([]);
    expect((await t.call('GET', `courses/${id}`, { token: its })).body).toEqual(before.body);
  });

  it('deletes a NEW course with its trainers and participants after writing the audit row; later ones stay', async () => {
    const started = (await create(its, course())).body.id;
    await step(its, started, 'PLANNING');
    const refused = await t.call('DELETE', `courses/${started}`, { token: its });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('COURSE_NOT_NEW');

    const response = await t.call('DELETE', `courses/${id}`, { token: its });
    expect(response.status).toBe(200);
    expect((await t.call('GET', `courses/${id}`, { token: its })).status).toBe(404);
    expect(await t.db.selectFrom('courseParticipants').select('id').where('courseId', '=', id).execute()).toEqual([]);
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});
