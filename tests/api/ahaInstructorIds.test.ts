import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * An AHA instructor id names one instructor across the product: courses of every organisation find
 * their trainers by it, so nobody may take over another's id and with it his place in their courses.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

const TAKEN = 'This AHA instructor ID belongs to another instructor.';
// Katharina Roth, instructor at Trainingszentrum West
const KATHARINA_AHA = '06789012345';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

// a small limit of look-ups by AHA id, so that the test reaches it
const LOOKUPS = 4;

beforeAll(async () => {
  t = await testApp({ ahaLookupLimit: LOOKUPS });
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const holders = (ahaId: string) =>
  t.db
    .selectFrom('instructorProfiles')
    .select('id')
    .where('ahaInstructorId', '=', ahaId)
    .where('deleted', '=', false)
    .execute();

describe('an AHA instructor id names one instructor across the product', () => {
  it('refuses a site coordinator who gives his own instructor another site’s AHA id, and the course naming it stays closed to him', async () => {
    // the coordinator of Süd makes himself an instructor of his site …
    const self = await t.userId('its.sued@example.com');
    const participant = await t.call('POST', 'participant-profiles', {
      token: tokens.sued,
      body: { firstName: 'Markus', lastName: 'Bauer', userId: self },
    });
    expect(participant.status).toBe(201);
    // … with Katharina's AHA id
    const taken = await t.call('POST', 'instructor-profiles', {
      token: tokens.sued,
      body: { participantProfileId: participant.body.id, ahaInstructorId: KATHARINA_AHA },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'NOT_UNIQUE', errors: { ahaInstructorId: TAKEN } });
    // … or first without it and then by a change
    const profile = await t.call('POST', 'instructor-profiles', {
      token: tokens.sued,
      body: { participantProfileId: participant.body.id },
    });
    expect(profile.status).toBe(201);
    const changed = await t.call('PATCH', `instructor-profiles/${profile.body.id}`, {
      token: tokens.sued,
      body: { ahaInstructorId: ` ${KATHARINA_AHA} ` },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.errors).toEqual({ ahaInstructorId: TAKEN });
    expect(await holders(KATHARINA_AHA)).toHaveLength(1);

    // Nord names Katharina as trainer: the course goes to her, and Süd's coordinator cannot read it
    const courseTypeId = (
      await t.db
        .selectFrom('courseTypes')
        .select('id')
        .where('organisationId', '=', ids.nord)
        .where('deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).id;
    const course = await t.call('POST', 'courses', {
      token: tokens.its,
      body: {
        courseTypeId,
        startDate: '2027-03-01',
        customer: 'Klinikum Nord',
        expectedRevenue: 1200,
        trainers: [{ instructorType: 'instructor', origin: 'other_organisation', ahaInstructorId: KATHARINA_AHA }],
        participants: [],
      },
    });
    expect(course.status).toBe(201);
    expect(course.body.trainers[0]).toMatchObject({
      instructorName: 'Katharina Roth',
      instructorOrganisationName: 'Trainingszentrum West',
    });
    expect((await t.call('GET', `courses/${course.body.id}`, { token: tokens.sued })).status).toBe(404);
    const mine = await t.call('GET', `courses?filter=${q({ scope: 'my' })}`, { token: tokens.sued });
    expect(mine.body.map((c: { id: string }) => c.id)).not.toContain(course.body.id);
  });

  it('refuses the id of an instructor of another ITC on the ITC’s own AHA id route', async () => {
    const reto = await ids.instructorByName('Reto', 'Keller');
    const response = await t.call('PATCH', `itc-instructors/${reto}`, {
      token: tokens.itcCh,
      body: { ahaInstructorId: KATHARINA_AHA },
    });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual({ ahaInstructorId: TAKEN });
    expect(
      (
        await t.db
          .selectFrom('instructorProfiles')
          .select('ahaInstructorId')
          .where('id', '=', reto)
          .executeTakeFirstOrThrow()
      ).ahaInstructorId,
    ).toBe('08901234567');
  });

  it('refuses to restore a profile whose id another instructor holds now', async () => {
    // a former instructor of Nord keeps his id while deleted; meanwhile another profile got it
    const former = await t.db
      .selectFrom('instructorProfiles')
      .select(['id', 'ahaInstructorId'])
      .where('organisationId', '=', ids.nord)
      .where('deleted', '=', true)
      .where('ahaInstructorId', 'is not', null)
      .executeTakeFirstOrThrow();
    const sarah = await ids.instructorByName('Sarah', 'Klein');
    const sarahsId = (
      await t.db
        .selectFrom('instructorProfiles')
        .select('ahaInstructorId')
        .where('id', '=', sarah)
        .executeTakeFirstOrThrow()
    ).ahaInstructorId;
    await t.db
      .updateTable('instructorProfiles')
      .set({ ahaInstructorId: former.ahaInstructorId })
      .where('id', '=', sarah)
      .execute();
    const restore = await t.call('POST', `instructor-profiles/${former.id}/restore`, { token: tokens.its });
    // the database's unique index answers (restore runs no field checks, server/http/resource.ts)
    expect(restore.status).toBe(409);
    expect(restore.body.code).toBe('NOT_UNIQUE');
    expect(
      (
        await t.db
          .selectFrom('instructorProfiles')
          .select('deleted')
          .where('id', '=', former.id)
          .executeTakeFirstOrThrow()
      ).deleted,
    ).toBe(true);
    await t.db.updateTable('instructorProfiles').set({ ahaInstructorId: sarahsId }).where('id', '=', sarah).execute();
  });

  it('holds in the database: a second profile with the same id is refused there too', async () => {
    const target = await ids.instructorByName('Miriam', 'Schulz');
    await expect(
      t.db.updateTable('instructorProfiles').set({ ahaInstructorId: KATHARINA_AHA }).where('id', '=', target).execute(),
    ).rejects.toThrow(/unique/);
  });
});

describe('a trainer of another organisation is found by AHA id within the course’s network only', () => {
  // Reto Keller, instructor of ITC Schweiz's site Bern
  const RETO_AHA = '08901234567';
  const UNKNOWN_AHA = '99999999999';

  /** A NEW course of Süd, as its coordinator makes one. */
  async function suedCourse() {
    const courseTypeId = (
      await t.db
        .selectFrom('courseTypes')
        .select('id')
        .where('organisationId', '=', ids.sued)
        .where('deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).id;
    const course = await t.call('POST', 'courses', {
      token: tokens.sued,
      body: {
        courseTypeId,
        startDate: '2027-04-05',
        trainers: [{ instructorType: 'instructor', origin: 'free_text', name: 'Noch offen' }],
        participants: [],
      },
    });
    expect(course.status).toBe(201);
    return course.body.id as string;
  }
  /** The course's one trainer: the instructor of another organisation with this AHA id (`trainerId`: the same row). */
  const nameTrainer = (token: string, id: string, ahaInstructorId: string, trainerId?: string) =>
    t.call('PATCH', `courses/${id}`, {
      token,
      body: {
        trainers: [{ id: trainerId, instructorType: 'instructor', origin: 'other_organisation', ahaInstructorId }],
      },
    });

  it('answers an id of another ITC’s instructor exactly like an unknown one, naming nobody; the limit stops bulk look-ups', async () => {
    const id = await suedCourse();
    const foreign = await nameTrainer(tokens.sued, id, RETO_AHA);
    const unknown = await nameTrainer(tokens.sued, id, UNKNOWN_AHA);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(unknown.body);
    expect(JSON.stringify(foreign.body)).not.toMatch(/Reto|Keller|Bern/);
    // his own network's instructor (Jonas Becker of Nord) he names as before
    const own = await nameTrainer(tokens.sued, id, '01234567890');
    expect(own.status).toBe(200);
    expect(own.body.trainers[0]).toMatchObject({ instructorName: 'Jonas Becker' });
    // the course keeps him without a further look-up (the form sends his row's id)
    expect((await nameTrainer(tokens.sued, id, '01234567890', own.body.trainers[0].id)).status).toBe(200);
    // three look-ups so far: the fourth is the last, then 429 with a message, found or not
    expect((await nameTrainer(tokens.sued, id, '00000000001')).status).toBe(400);
    for (const aha of [UNKNOWN_AHA, '06789012345']) {
      const refused = await nameTrainer(tokens.sued, id, aha);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_LOOKUPS',
        message: 'Too many look-ups of AHA instructor IDs: please try again in an hour.',
      });
    }
    // the course still has the trainer it had; another user has his own count
    expect((await t.call('GET', `courses/${id}`, { token: tokens.sued })).body.trainers[0].instructorName).toBe(
      'Jonas Becker',
    );
    const otherUser = await t.call('POST', 'courses', {
      token: tokens.its,
      body: {
        courseTypeId: (
          await t.db
            .selectFrom('courseTypes')
            .select('id')
            .where('organisationId', '=', ids.nord)
            .where('deleted', '=', false)
            .executeTakeFirstOrThrow()
        ).id,
        startDate: '2027-04-06',
        trainers: [{ instructorType: 'instructor', origin: 'other_organisation', ahaInstructorId: UNKNOWN_AHA }],
        participants: [],
      },
    });
    expect(otherUser.status).toBe(400);
  });
});
