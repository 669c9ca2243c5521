import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * A trainer named in another organisation's course sees its schedule (type, venue, dates, status,
 * trainers), not its business (customer, order, numbers, revenue) nor its participants.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

describe('a trainer from another organisation sees the schedule of the course, not more', () => {
  /** The course of Süd Jonas (Nord) helps out in. */
  const suedCourse = async () =>
    (
      await t.db
        .selectFrom('courseTrainers as t')
        .innerJoin('instructorProfiles as i', 'i.id', 't.instructorProfileId')
        .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
        .innerJoin('users as u', 'u.id', 'p.userId')
        .select('t.courseId')
        .where('u.email', '=', 'instructor@example.com')
        .where('t.organisationId', '=', ids.sued)
        .executeTakeFirstOrThrow()
    ).courseId;

  it('reads the foreign course without customer, order, numbers, revenue or participants, and cannot change it', async () => {
    const id = await suedCourse();
    const full = await t.call('GET', `courses/${id}`, { token: tokens.sued });
    expect(full.body.customer).toBeTruthy();
    expect(full.body.participants.length).toBeGreaterThan(0);

    const read = await t.call('GET', `courses/${id}`, { token: tokens.instructor });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      organisationName: 'Trainingszentrum Süd',
      startDate: full.body.startDate,
      status: full.body.status,
      courseTypeName: full.body.courseTypeName,
      trainerView: true,
      editable: false,
    });
    expect(read.body.trainers.map((x: { instructorName: string }) => x.instructorName)).toContain('Jonas Becker');
    for (const field of ['customer', 'order', 'date', 'projectNumber', 'invoiceNumber', 'expectedRevenue'])
      expect(read.body[field] ?? null).toBeNull();
    expect(read.body.participants).toBeUndefined();
    expect(JSON.stringify(read.body)).not.toContain(full.body.participants[0].lastName);

    for (const [method, url, body] of [
      ['PATCH', `courses/${id}`, { customer: 'x' }],
      ['POST', `courses/${id}/status`, { status: 'DONE' }],
      ['DELETE', `courses/${id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: tokens.instructor, body })).status).toBe(403);
    }
    expect((await t.call('GET', `courses/${id}`, { token: tokens.sued })).body.customer).toBe(full.body.customer);
  });

  it('lists it in “my courses” without the business fields, and neither search nor filters reach them', async () => {
    const id = await suedCourse();
    const full = (await t.call('GET', `courses/${id}`, { token: tokens.sued })).body;
    const mine = await t.call('GET', `courses?filter=${q({ scope: 'my' })}&range=${q([0, 99])}`, {
      token: tokens.instructor,
    });
    const row = mine.body.find((c: { id: string }) => c.id === id);
    expect(row).toMatchObject({
      organisationName: 'Trainingszentrum Süd',
      trainerView: true,
      customer: null,
      expectedRevenue: null,
      projectNumber: null,
    });
    // his own site's courses he sees whole
    expect(
      mine.body
        .filter((c: { organisationId: string }) => c.organisationId === ids.nord)
        .every((c: { customer: string | null; trainerView: boolean }) => c.customer && !c.trainerView),
    ).toBe(true);
    const searched = await t.call('GET', `courses?filter=${q({ scope: 'my', q: full.customer })}`, {
      token: tokens.instructor,
    });
    expect(searched.body.map((c: { id: string }) => c.id)).not.toContain(id);
    const byParticipant = await t.call(
      'GET',
      `courses?filter=${q({ scope: 'my', participantProfileId: full.participants[0].participantProfileId })}`,
      { token: tokens.instructor },
    );
    expect(byParticipant.body).toEqual([]);
  });

  it('shows the whole course to those who may read it anyway (its ITC)', async () => {
    const id = await suedCourse();
    const read = await t.call('GET', `courses/${id}`, { token: tokens.itc });
    expect(read.body.customer).toBeTruthy();
    expect(read.body.trainerView).toBe(false);
    expect(read.body.participants.length).toBeGreaterThan(0);
  });
});
