import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/** GET /search (issue 13, Ctrl+K): each kind through its list's scope, at most five of each. */
let t: TestApp;
let its: string;
let sued: string;
let itc: string;
let itcCh: string;
let admin: string;
let plain: string;
let nordInstructor: string;
let suedInstructor: string;
let nordCourse: string;

const search = (token: string | undefined, q: string) =>
  t.call('GET', `search?q=${encodeURIComponent(q)}`, token ? { token } : {});
const ids = (body: { hits: { id: string }[] }) => body.hits.map((hit) => hit.id);

const instructor = async (token: string, firstName: string, lastName: string, ahaInstructorId: string) => {
  const participant = await t.call('POST', 'participant-profiles', {
    token,
    body: { firstName, lastName, email: `${lastName.toLowerCase()}@example.com` },
  });
  const profile = await t.call('POST', 'instructor-profiles', {
    token,
    body: { participantProfileId: participant.body.id, ahaInstructorId },
  });
  expect(profile.status).toBe(201);
  return profile.body.id as string;
};

beforeAll(async () => {
  t = await testApp();
  [its, sued, itc, itcCh, admin, plain] = await Promise.all(
    [
      'its@example.com',
      'its.sued@example.com',
      'itc@example.com',
      'itc.ch@example.com',
      'admin@example.com',
      'user@example.com',
    ].map((e) => t.login(e)),
  );
  nordInstructor = await instructor(its, 'Quirin', 'Sucherhof', '31415926535');
  suedInstructor = await instructor(sued, 'Quirina', 'Sucherhof', '27182818284');
  const nord = await t.db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Trainingszentrum Nord')
    .executeTakeFirstOrThrow();
  const course = await t.db
    .selectFrom('courses')
    .select('id')
    .where('organisationId', '=', nord.id)
    .executeTakeFirstOrThrow();
  nordCourse = course.id;
  await t.db.updateTable('courses').set({ projectNumber: 'PRJ-SUCH-4711' }).where('id', '=', nordCourse).execute();
});
afterAll(() => t.close());

describe('what the search finds', () => {
  it('finds instructors by name and by AHA id, grouped by kind with a label and a detail', async () => {
    const byName = await search(its, 'sucherhof');
    expect(byName.status).toBe(200);
    expect(byName.body.hits).toContainEqual(
      expect.objectContaining({
        kind: 'instructors',
        resource: 'instructor-profiles',
        id: nordInstructor,
        label: 'Quirin Sucherhof',
        detail: expect.stringContaining('31415926535'),
      }),
    );
    expect(ids((await search(its, '31415926535')).body)).toContain(nordInstructor);
  });

  it('finds a course by its project number', async () => {
    const response = await search(its, 'prj-such-4711');
    expect(response.body.hits).toEqual([
      expect.objectContaining({ kind: 'courses', resource: 'courses', id: nordCourse }),
    ]);
  });

  it('finds organisations for whoever may list them, and none for others', async () => {
    const forAdmin = await search(admin, 'Trainingszentrum');
    expect(forAdmin.body.hits.filter((hit: { kind: string }) => hit.kind === 'organisations').length).toBeGreaterThan(
      0,
    );
    const forSite = await search(its, 'Trainingszentrum');
    expect(forSite.body.hits.filter((hit: { kind: string }) => hit.kind === 'organisations')).toEqual([]);
  });

  it('answers at most five hits of a kind', async () => {
    const response = await search(admin, 'e');
    const counts = new Map<string, number>();
    for (const hit of response.body.hits as { kind: string }[]) counts.set(hit.kind, (counts.get(hit.kind) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBe(5);
  });
});

describe('tenant boundaries', () => {
  it('shows a site only its own rows', async () => {
    expect(ids((await search(its, 'sucherhof')).body)).not.toContain(suedInstructor);
    const forSued = ids((await search(sued, 'sucherhof')).body);
    expect(forSued).toContain(suedInstructor);
    expect(forSued).not.toContain(nordInstructor);
    expect(ids((await search(sued, 'prj-such-4711')).body)).toEqual([]);
  });

  it('shows an ITC the rows of its own sites only', async () => {
    const network = ids((await search(itc, 'sucherhof')).body);
    expect(network).toEqual(expect.arrayContaining([nordInstructor, suedInstructor]));
    expect(ids((await search(itcCh, 'sucherhof')).body)).toEqual([]);
  });

  it('finds nothing for a user without features', async () => {
    const response = await search(plain, 'sucherhof');
    expect(response.status).toBe(200);
    expect(response.body.hits).toEqual([]);
  });
});

describe('participants (issue 25.2)', () => {
  it('finds them by the whole name for whoever may list them: internal staff everywhere, a site its own', async () => {
    const namesake = async (token: string) =>
      (await t.call('POST', 'participant-profiles', { token, body: { firstName: 'Pauline', lastName: 'Findefeld' } }))
        .body.id as string;
    const atNord = await namesake(its);
    const atSued = await namesake(sued);
    const participants = async (token: string, q: string) =>
      (await search(token, q)).body.hits.filter((hit: { kind: string }) => hit.kind === 'participants');

    const forAdmin = await participants(admin, 'Pauline Findefeld');
    expect(forAdmin.map((hit: { id: string }) => hit.id).sort()).toEqual([atNord, atSued].sort());
    // the organisation tells the namesakes apart
    expect(forAdmin.find((hit: { id: string }) => hit.id === atSued)).toMatchObject({
      label: 'Pauline Findefeld',
      detail: 'Trainingszentrum Süd',
    });
    expect((await participants(admin, 'findefeld, pauline')).length).toBe(2);
    expect((await participants(its, 'Pauline Findefeld')).map((hit: { id: string }) => hit.id)).toEqual([atNord]);
    expect((await participants(sued, 'Pauline Findefeld')).map((hit: { id: string }) => hit.id)).toEqual([atSued]);
    expect(await participants(itcCh, 'Pauline Findefeld')).toEqual([]);
    expect(await participants(plain, 'Pauline Findefeld')).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['no text', 'search'],
    ['only spaces', `search?q=${encodeURIComponent('   ')}`],
    ['a text too long', `search?q=${'x'.repeat(101)}`],
  ])('refuses %s with 400', async (_, path) => {
    const response = await t.call('GET', path, { token: its });
    expect(response.status).toBe(400);
    expect(response.body.message).toBeTruthy();
  });

  it('refuses an anonymous caller', async () => {
    expect((await search(undefined, 'sucherhof')).status).toBe(401);
  });
});
