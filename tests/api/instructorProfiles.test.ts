import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { grantsOf } from '../../src/domain/userRights';
import { testApp, type TestApp } from './helper';

/** Instructor profiles: linked to a participant of the same organisation, soft-deletable, read by the ITC. */
let t: TestApp;
let its: string;
let sued: string;
let itc: string;
let itcCh: string;
let nord: string;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await testApp();
  [its, sued, itc, itcCh] = await Promise.all(
    ['its@example.com', 'its.sued@example.com', 'itc@example.com', 'itc.ch@example.com'].map((e) => t.login(e)),
  );
  nord = (
    await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Trainingszentrum Nord')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) => t.call('POST', 'instructor-profiles', { token, body });
const participant = async (token: string, firstName: string, lastName: string) =>
  (
    await t.call('POST', 'participant-profiles', {
      token,
      body: { firstName, lastName, email: `${firstName.toLowerCase()}@example.com` },
    })
  ).body.id as string;
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('instructorProfiles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('create and read', () => {
  let anna: string;
  beforeAll(async () => {
    anna = await participant(its, 'Anna', 'Zeller');
  });

  it('creates an instructor profile and answers the participant’s display fields', async () => {
    const response = await create(its, {
      participantProfileId: anna,
      compensationPerHour: 42.5,
      status: 'PARTTIME',
      cellPhone: '+49 170 1234567',
      googleEmail: 'anna.zeller@gmail.example',
      clothingSize: 'M',
      comment: 'Schwerpunkt Pädiatrie',
      ahaInstructorId: '09876543210',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      participantProfileId: anna,
      firstName: 'Anna',
      lastName: 'Zeller',
      email: 'anna@example.com',
      title: null,
      compensationPerHour: 42.5,
      status: 'PARTTIME',
      organisationName: 'Trainingszentrum Nord',
    });
    const read = await t.call('GET', `instructor-profiles/${response.body.id}`, { token: its });
    expect(read.body).toEqual(response.body);
  });

  it('refuses a second instructor profile for the same participant and participants of other sites', async () => {
    const before = await count();
    const twice = await create(its, { participantProfileId: anna });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual({ participantProfileId: 'Value already exists.' });
    const foreign = await participant(sued, 'Xaver', 'Süd');
    const other = await create(its, { participantProfileId: foreign });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ participantProfileId: 'Invalid value.' });
    expect(await count()).toBe(before);
  });

  it('answers field messages for bad input', async () => {
    const bert = await participant(its, 'Bert', 'Yilmaz');
    const response = await create(its, {
      participantProfileId: bert,
      compensationPerHour: -1,
      status: 'HOURLY',
      googleEmail: 'nope',
      clothingSize: 'XXXXL',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      compensationPerHour: 'Must be at least 0.',
      googleEmail: 'Invalid email',
    });
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'clothingSize',
      'compensationPerHour',
      'googleEmail',
      'status',
    ]);
    expect((await create(its, {})).body.errors).toEqual({ participantProfileId: 'Field required.' });
  });
});

describe('lists and scopes', () => {
  it('sorts by the participant’s name, filters by status, searches by AHA id; v1 gives the same rows', async () => {
    const v2 = await t.call(
      'GET',
      `instructor-profiles?sort=${q(['lastName', 'ASC'])}&range=${q([0, 2])}&filter=${q({ organisationId: nord, deleted: false })}`,
      { token: its },
    );
    expect(v2.status).toBe(200);
    const names = v2.body.map((i: { lastName: string }) => i.lastName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'de')));
    const v1 = await t.call(
      'GET',
      `instructor-profiles?page=1&itemsPerPage=3&sortBy=lastName&organisationId=${nord}&deleted=false`,
      { token: its, version: 'v1' },
    );
    expect(v1.body.items).toEqual(v2.body);
    expect(v1.body.total).toBe(Number(String(v2.headers['content-range']).split('/')[1]));

    const freelancers = await t.call(
      'GET',
      `instructor-profiles?filter=${q({ status: 'FREELANCER' })}&range=${q([0, 99])}`,
      { token: its },
    );
    expect(freelancers.body.length).toBeGreaterThan(0);
    expect(freelancers.body.every((i: { status: string }) => i.status === 'FREELANCER')).toBe(true);
    const jonas = await t.call('GET', `instructor-profiles?filter=${q({ q: '01234567890' })}`, { token: its });
    expect(jonas.body.map((i: { firstName: string; lastName: string }) => `${i.firstName} ${i.lastName}`)).toEqual([
      'Jonas Becker',
    ]);
    expect((await t.call('GET', `instructor-profiles?filter=${q({ status: 'HOURLY' })}`, { token: its })).status).toBe(
      400,
    );
  });

  it('lets the ITC read its sites’ instructors, grouped by organisation, but not change them', async () => {
    const all = await t.call('GET', 'instructor-profiles?itemsPerPage=-1&groupBy=organisationName&sortBy=lastName', {
      token: itc,
      version: 'v1',
    });
    expect([...new Set(all.body.items.map((i: { organisationName: string }) => i.organisationName))]).toEqual([
      'Trainingszentrum Nord',
      'Trainingszentrum Süd',
      'Trainingszentrum West',
    ]);
    const id = all.body.items[0].id;
    expect((await t.call('GET', `instructor-profiles/${id}`, { token: itc })).status).toBe(200);
    expect((await t.call('PATCH', `instructor-profiles/${id}`, { token: itc, body: { comment: 'x' } })).status).toBe(
      403,
    );
    expect((await t.call('DELETE', `instructor-profiles/${id}`, { token: itc })).status).toBe(403);
    // another ITC sees none of them, only the instructors of its own site (Ausbildungszentrum Bern)
    const bern = (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Ausbildungszentrum Bern')
        .executeTakeFirstOrThrow()
    ).id;
    const swiss = await t.call('GET', 'instructor-profiles?itemsPerPage=-1', { token: itcCh, version: 'v1' });
    const atBern = await t.db
      .selectFrom('instructorProfiles')
      .select('id')
      .where('organisationId', '=', bern)
      .execute();
    expect(atBern.length).toBeGreaterThan(0);
    expect(swiss.body.items.map((i: { id: string }) => i.id).sort()).toEqual(atBern.map((i) => i.id).sort());
    expect(swiss.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await t.call('GET', `instructor-profiles/${id}`, { token: itcCh })).status).toBe(404);
  });
});

describe('update, soft delete and restore', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(its, { participantProfileId: await participant(its, 'Carla', 'Xander'), status: 'MINIJOB' }))
      .body.id;
  });

  it('updates fields, accepting the record a form sends back', async () => {
    const current = (await t.call('GET', `instructor-profiles/${id}`, { token: its })).body;
    const response = await t.call('PATCH', `instructor-profiles/${id}`, {
      token: its,
      body: { ...current, status: 'FULLTIME', compensationPerHour: 50, clothingSize: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'FULLTIME',
      compensationPerHour: 50,
      clothingSize: null,
      firstName: 'Carla',
    });
  });

  it('soft-deletes, refuses updates while deleted (409) and restores', async () => {
    expect((await t.call('DELETE', `instructor-profiles/${id}`, { token: its })).body.deleted).toBe(true);
    const update = await t.call('PATCH', `instructor-profiles/${id}`, { token: its, body: { comment: 'x' } });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('DELETED');
    const deletedOnly = await t.call(
      'GET',
      `instructor-profiles?filter=${q({ deleted: true, organisationId: nord })}`,
      { token: its },
    );
    expect(deletedOnly.body.map((i: { id: string }) => i.id)).toContain(id);
    expect((await t.call('POST', `instructor-profiles/${id}/restore`, { token: its })).body.deleted).toBe(false);
    const actions = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('answers 404 to another site on read, update, delete and restore, changing nothing', async () => {
    const before = await t.db
      .selectFrom('instructorProfiles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await t.call('GET', `instructor-profiles/${id}`, { token: sued })).status).toBe(404);
    expect(
      (await t.call('PATCH', `instructor-profiles/${id}`, { token: sued, body: { comment: 'Gekapert' } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `instructor-profiles/${id}`, { token: sued })).status).toBe(404);
    expect((await t.call('POST', `instructor-profiles/${id}/restore`, { token: sued })).status).toBe(404);
    expect(
      await t.db.selectFrom('instructorProfiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});

describe('certificates (§3) and an existing user made an instructor (§8)', () => {
  const jonasProfile = async () =>
    (
      await t.db
        .selectFrom('instructorProfiles as i')
        .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
        .select('i.id')
        .where('p.firstName', '=', 'Jonas')
        .where('p.lastName', '=', 'Becker')
        .where('i.deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).id;

  it('answers an instructor’s certificates to whoever may see certificates, and none to a course planner', async () => {
    const id = await jonasProfile();
    const read = await t.call('GET', `instructor-profiles/${id}`, { token: its });
    expect(read.status).toBe(200);
    const disciplines = read.body.certificates.map((c: { disciplineName: string; status: string }) =>
      [c.disciplineName, c.status].join(' '),
    );
    expect(disciplines).toEqual(expect.arrayContaining(['BLS CERTIFIED', 'ACLS CERTIFIED', 'ACLS DATAENTRY']));
    expect(read.body.certificates[0]).toEqual({
      id: expect.any(String),
      disciplineId: expect.any(String),
      disciplineName: 'ACLS',
      disciplineType: expect.stringMatching(/^(INITIAL|RECERTIFICATION)$/),
      status: expect.any(String),
      certificationDate: expect.toBeOneOf([null, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]),
      expiryDate: expect.toBeOneOf([null, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]),
      displayStatus: expect.any(String),
    });
    // the ITC sees them too, in its list of the site's instructors
    const list = await t.call('GET', `instructor-profiles?filter=${q({ q: 'Becker' })}`, { token: itc });
    const jonas = list.body.find((row: { id: string }) => row.id === id);
    expect(jonas.certificates.map((c: { id: string }) => c.id)).toEqual(
      read.body.certificates.map((c: { id: string }) => c.id),
    );
    // a planner of the site's courses reads its instructors, not their certificates
    const { id: planner } = await t.db
      .insertInto('users')
      .values({
        organisationId: nord,
        email: 'planner@example.com',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Paula',
        lastName: 'Planer',
        title: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('userFeatures')
      .values(grantsOf('its_courses').map((pair) => ({ userId: planner, ...pair })))
      .execute();
    const asPlanner = await t.call('GET', `instructor-profiles/${id}`, { token: await t.login('planner@example.com') });
    expect(asPlanner.status).toBe(200);
    expect(asPlanner.body.lastName).toBe('Becker');
    expect(asPlanner.body.certificates).toEqual([]);
  });

  it('gives a participant’s existing account the instructor feature, so he can apply himself', async () => {
    const uwe = await t.userId('user@example.com');
    const token = await t.login('user@example.com');
    const ownCertificates = () => t.call('GET', `instructor-certificates?filter=${q({ scope: 'my' })}`, { token });
    expect((await ownCertificates()).status).toBe(403);
    const linked = await t.call('POST', 'participant-profiles', {
      token: its,
      body: { firstName: 'Uwe', lastName: 'Nutzer', userId: uwe },
    });
    const created = await create(its, { participantProfileId: linked.body.id });
    expect(created.status).toBe(201);
    // the screen says "already existed and can now apply" for a profile with an account
    expect(created.body.userId).toBe(uwe);
    const features = await t.db
      .selectFrom('userFeatures')
      .select('action')
      .where('userId', '=', uwe)
      .where('feature', '=', 'user_is_instructor')
      .execute();
    expect(features.map((f) => f.action).sort()).toEqual(['create', 'delete', 'read', 'update']);
    const grant = await t.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('entity', '=', 'user_features')
      .where('entityId', '=', uwe)
      .executeTakeFirstOrThrow();
    expect(grant.action).toBe('grant');
    expect(grant.after).toContain('user_is_instructor:create');
    // a new session of his holds it (the rights are read at login)
    const again = await t.login('user@example.com');
    expect((await t.call('GET', `instructor-certificates?filter=${q({ scope: 'my' })}`, { token: again })).status).toBe(
      200,
    );

    // a participant without an account: nobody is given anything
    const plain = await participant(its, 'Olaf', 'Ohnekonto');
    const before = await t.db.selectFrom('userFeatures').select('userId').execute();
    const other = await create(its, { participantProfileId: plain });
    expect(other.status).toBe(201);
    expect(other.body.userId).toBeNull();
    expect(await t.db.selectFrom('userFeatures').select('userId').execute()).toHaveLength(before.length);
  });
});
