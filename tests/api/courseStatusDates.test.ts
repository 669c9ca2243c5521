import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from './courseDays';
import { testApp, type TestApp } from './helper';

/** Course status and the calendar (issue 12.6): execution from the start, done from the end; reopening. */
let t: TestApp;
let its: string;
let admin: string;
let itc: string;
let courseType: string;
let instructor: string;

beforeAll(async () => {
  t = await testApp();
  [its, admin, itc] = await Promise.all(
    ['its@example.com', 'admin@example.com', 'itc@example.com'].map((e) => t.login(e)),
  );
  const nord = (
    await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Trainingszentrum Nord')
      .executeTakeFirstOrThrow()
  ).id;
  courseType = (
    await t.db
      .selectFrom('courseTypes')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow()
  ).id;
  instructor = (
    await t.db
      .selectFrom('instructorProfiles')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

/** A course of Nord in `status` (set directly: the way there is not under test). */
async function courseIn(status: string, startDate: string, endDate: string | null) {
  const created = await t.call('POST', 'courses', {
    token: its,
    body: {
      courseTypeId: courseType,
      startDate,
      endDate,
      trainers: [{ instructorProfileId: instructor, instructorType: 'instructor', origin: 'own_organisation' }],
    },
  });
  expect(created.status).toBe(201);
  await t.db.updateTable('courses').set({ status }).where('id', '=', created.body.id).execute();
  return created.body.id as string;
}

const step = (token: string, id: string, status: string) =>
  t.call('POST', `courses/${id}/status`, { token, body: { status } });
const statusOf = async (id: string) =>
  (await t.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('status and dates', () => {
  it('refuses execution before the start date with 409 and its message, and changes nothing', async () => {
    const id = await courseIn('PREPARATION', addDays(1), addDays(3));
    const early = await step(its, id, 'EXECUTION');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'COURSE_NOT_STARTED',
      message: 'A course can be in execution only from its start date on.',
    });
    // the form's way (status sent with the fields) is held to the same rule
    const viaForm = await t.call('PATCH', `courses/${id}`, { token: its, body: { status: 'EXECUTION' } });
    expect(viaForm.status).toBe(409);
    expect(viaForm.body.code).toBe('COURSE_NOT_STARTED');
    expect(await statusOf(id)).toBe('PREPARATION');
    // moving the start to today in the same write lets it through: the rule reads the dates it will have
    const today = await t.call('PATCH', `courses/${id}`, {
      token: its,
      body: { status: 'EXECUTION', startDate: addDays(0) },
    });
    expect(today.status).toBe(200);
    expect(today.body.status).toBe('EXECUTION');
  });

  it('refuses done before the end date, falls back to the start date without one, and lets steps back through', async () => {
    const id = await courseIn('FOLLOWUP', addDays(-2), addDays(2));
    const early = await step(its, id, 'DONE');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'COURSE_NOT_ENDED',
      message: 'A course can go to follow-up or be completed only from its end date on.',
    });
    expect(await statusOf(id)).toBe('FOLLOWUP');
    expect((await step(its, id, 'EXECUTION')).body.status).toBe('EXECUTION');

    const future = await courseIn('FOLLOWUP', addDays(5), null);
    expect((await step(its, future, 'DONE')).body.code).toBe('COURSE_NOT_ENDED');
    const oneDay = await courseIn('FOLLOWUP', addDays(0), null);
    expect((await step(its, oneDay, 'DONE')).body.status).toBe('DONE');
  });

  it('refuses follow-up before the end date (issue 25.5), by the status step, the form and the bulk step', async () => {
    const id = await courseIn('EXECUTION', addDays(-1), addDays(1));
    const early = await step(its, id, 'FOLLOWUP');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'COURSE_NOT_ENDED',
      message: 'A course can go to follow-up or be completed only from its end date on.',
    });
    const viaForm = await t.call('PATCH', `courses/${id}`, { token: its, body: { status: 'FOLLOWUP' } });
    expect(viaForm.status).toBe(409);
    expect(viaForm.body.code).toBe('COURSE_NOT_ENDED');
    const bulk = await t.call('POST', 'courses/bulk-status', { token: its, body: { status: 'FOLLOWUP', ids: [id] } });
    expect(bulk.body).toEqual([expect.objectContaining({ id, ok: false, code: 'COURSE_NOT_ENDED' })]);
    expect(await statusOf(id)).toBe('EXECUTION');
    // without an end date the start date is the end; from the end date on it goes through
    const oneDay = await courseIn('EXECUTION', addDays(1), null);
    expect((await step(its, oneDay, 'FOLLOWUP')).body.code).toBe('COURSE_NOT_ENDED');
    const ending = await courseIn('EXECUTION', addDays(-1), addDays(0));
    expect((await step(its, ending, 'FOLLOWUP')).body.status).toBe('FOLLOWUP');
  });

  it('lets a held course go to execution and done', async () => {
    const id = await courseIn('PREPARATION', addDays(-3), addDays(-1));
    for (const status of ['EXECUTION', 'FOLLOWUP', 'DONE'])
      expect((await step(its, id, status)).body.status).toBe(status);
  });
});

describe('reopening a done course', () => {
  it('is for an internal administrator only: back to follow-up, editable again, with an audit row', async () => {
    const id = await courseIn('DONE', addDays(-10), addDays(-9));
    // the site and the ITC may not, and nothing changes
    for (const token of [its, itc]) {
      const refused = await t.call('POST', `courses/${id}/reopen`, { token, body: {} });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect(await statusOf(id)).toBe('DONE');
    const read = await t.call('GET', `courses/${id}`, { token: admin });
    expect(read.body).toMatchObject({ status: 'DONE', editable: false });

    const reopened = await t.call('POST', `courses/${id}/reopen`, { token: admin, body: {} });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'FOLLOWUP', editable: true });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after', 'userId'])
      .where('entityId', '=', id)
      .where('action', '=', 'reopen')
      .execute();
    expect(audit).toEqual([
      {
        action: 'reopen',
        before: { status: 'DONE' },
        after: { status: 'FOLLOWUP' },
        userId: await t.userId('admin@example.com'),
      },
    ]);
    // the site works on it again
    expect((await t.call('PATCH', `courses/${id}`, { token: its, body: { customer: 'Nachtrag' } })).status).toBe(200);
  });

  it('refuses a course that is not done with 409', async () => {
    const id = await courseIn('FOLLOWUP', addDays(-10), addDays(-9));
    const refused = await t.call('POST', `courses/${id}/reopen`, { token: admin, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('COURSE_NOT_DONE');
    expect(await statusOf(id)).toBe('FOLLOWUP');
  });
});
