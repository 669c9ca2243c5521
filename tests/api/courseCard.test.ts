import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../src/domain/certificates';
import { courseStepWaiting } from '../../src/domain/courseWaiting';
import { COURSES_LIMIT, type ItsCoursesData } from '../../src/domain/dashboardData';
import { instructor, organisationId } from './dashboardFixtures';
import { testApp, type TestApp } from './helper';

/**
 * The coordinator's course card (issue 25.8, GET /dashboard `its_courses`): his site's next courses
 * and those waiting for a step, the same rows as his site's course list, never another
 * organisation's (not even one he trains in), and no card for whoever has no site of his own.
 */
let t: TestApp;
let nord: string;
let sued: string;
beforeAll(async () => {
  t = await testApp();
  nord = await organisationId(t, 'Trainingszentrum Nord');
  sued = await organisationId(t, 'Trainingszentrum Süd');
});
afterAll(() => t.close());

const cardOf = async (email: string) => {
  const response = await t.call('GET', 'dashboard', { token: await t.login(email) });
  expect(response.status).toBe(200);
  return (response.body.cards as { id: string; data?: ItsCoursesData }[]).find((c) => c.id === 'its_courses');
};

async function course(organisation: string, startDate: string, status: string, endDate: string | null = null) {
  const { id: courseTypeId } = await t.db
    .selectFrom('courseTypes')
    .select('id')
    .where('organisationId', '=', organisation)
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('courses')
    .values({ organisationId: organisation, courseTypeId, startDate, endDate, status } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const organisationsOf = async (ids: string[]) =>
  ids.length
    ? (await t.db.selectFrom('courses').select('organisationId').where('id', 'in', ids).execute()).map(
        (row) => row.organisationId,
      )
    : [];

describe('the coordinator’s course card', () => {
  it('lists his site’s next courses and those waiting for a step, never another organisation’s', async () => {
    const day = today();
    const tomorrow = addDays(day, 1);
    // at Süd, the earliest of all, and one where the Nord coordinator himself trains
    const foreignNext = await course(sued, tomorrow, 'PLANNING');
    const foreignWaiting = await course(sued, addDays(day, -30), 'NEW');
    const coordinator = await t.userId('its@example.com');
    const himself = await instructor(t, nord, 'Lena', 'Hoffmann', { userId: coordinator });
    await t.db
      .insertInto('courseTrainers')
      .values({
        organisationId: sued,
        courseId: foreignNext,
        position: 0,
        instructorProfileId: himself,
        instructorType: 'instructor',
        origin: 'other_organisation',
        name: null,
        ahaInstructorId: null,
      } as never)
      .execute();
    // he reads that course (My courses), but it is no course of his site
    expect((await t.call('GET', `courses/${foreignNext}`, { token: await t.login('its@example.com') })).status).toBe(
      200,
    );

    const started = await course(nord, addDays(day, -400), 'PREPARATION');
    const over = await course(nord, addDays(day, -401), 'EXECUTION', addDays(day, -400));
    const soon = await course(nord, day, 'PLANNING', addDays(day, 2));
    const done = await course(nord, addDays(day, -402), 'DONE');

    const card = await cardOf('its@example.com');
    expect(card).toBeDefined();
    const data = card!.data!;
    const shown = [...data.next, ...data.waiting].map((c) => c.id);
    expect(shown).not.toContain(foreignNext);
    expect(shown).not.toContain(foreignWaiting);
    expect(shown).not.toContain(done);
    expect(new Set(await organisationsOf(shown))).toEqual(new Set([nord]));

    // the oldest waiting ones first, each with the step it waits for
    expect(data.waiting.slice(0, 2)).toEqual([
      expect.objectContaining({ id: over, status: 'EXECUTION', step: 'FOLLOWUP' }),
      expect.objectContaining({ id: started, status: 'PREPARATION', step: 'EXECUTION' }),
    ]);
    for (const c of data.waiting) expect(courseStepWaiting(c, day), c.id).toBe(c.step);
    // started today, still before execution: waiting, not next
    expect(data.waiting.map((c) => c.id)).toContain(soon);
    for (const c of data.next) {
      expect(courseStepWaiting(c, day)).toBeNull();
      expect(c.status).not.toBe('DONE');
      expect((c.endDate ?? c.startDate) >= day).toBe(true);
    }
    expect(data.next.map((c) => c.startDate)).toEqual([...data.next.map((c) => c.startDate)].sort());
    expect(data.next.length).toBeLessThanOrEqual(COURSES_LIMIT);
    expect(data.waiting.length).toBeLessThanOrEqual(COURSES_LIMIT);

    // the totals count the site's courses by the same rules (src/domain/courses.ts)
    const all = await t.db
      .selectFrom('courses')
      .select([
        'status',
        sql<string>`start_date::text`.as('startDate'),
        sql<string | null>`end_date::text`.as('endDate'),
      ])
      .where('organisationId', '=', nord)
      .execute();
    const waiting = all.filter((c) => courseStepWaiting(c, day));
    const next = all.filter(
      (c) => !courseStepWaiting(c, day) && c.status !== 'DONE' && (c.endDate ?? c.startDate) >= day,
    );
    expect([data.waitingTotal, data.nextTotal]).toEqual([waiting.length, next.length]);

    // Süd's coordinator sees Süd's, not Nord's
    const theirs = (await cardOf('its.sued@example.com'))!.data!;
    const theirIds = [...theirs.next, ...theirs.waiting].map((c) => c.id);
    expect(theirIds).toContain(foreignNext);
    expect(theirIds).toContain(foreignWaiting);
    expect(theirIds).not.toContain(over);
    expect(new Set(await organisationsOf(theirIds))).toEqual(new Set([sued]));
  });

  it('is no card for internal staff, an instructor or a user without the feature', async () => {
    for (const email of ['admin@example.com', 'instructor@example.com', 'user@example.com', 'itc@example.com'])
      expect(await cardOf(email), email).toBeUndefined();
  });
});
