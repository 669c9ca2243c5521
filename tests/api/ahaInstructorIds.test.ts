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

beforeAll(async () => {
  t = await testApp();
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
