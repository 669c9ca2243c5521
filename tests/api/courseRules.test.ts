import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowUpOverdueData } from '../../src/domain/dashboardData';
import { addDays } from './courseDays';
import { testApp, type TestApp } from './helper';

/**
 * Course rules per course type (issue 15.3): warnings only while planning, refusal at the step to
 * EXECUTION; follow-up overdue as a list filter and a site card counting the same rows.
 */
let t: TestApp;
let its: string;
let sued: string;
let nord: string;
let instructor: string;
let participants: string[];

const idOf = async (table: 'organisations', name: string) =>
  (await t.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await testApp();
  [its, sued] = await Promise.all(['its@example.com', 'its.sued@example.com'].map((e) => t.login(e)));
  nord = await idOf('organisations', 'Trainingszentrum Nord');
  instructor = (
    await t.db
      .selectFrom('instructorProfiles')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow()
  ).id;
  participants = (
    await t.db
      .selectFrom('participantProfiles')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .limit(5)
      .execute()
  ).map((p) => p.id);
  expect(participants.length).toBe(5);
});
afterAll(() => t.close());

let typeCount = 0;
/** A course type of Nord with these rules, made through the API. */
async function courseType(rules: Record<string, unknown>) {
  const created = await t.call('POST', 'course-types', {
    token: its,
    body: { name: `Rules ${++typeCount} ${Date.now()}`, organisationId: nord, ...rules },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const trainee = { instructorType: 'trainee', origin: 'free_text', name: 'Tina Trainee' };
const lead = () => ({ instructorProfileId: instructor, instructorType: 'instructor', origin: 'own_organisation' });

/** A course of Nord with `n` participants, started yesterday, in `status` (set directly). */
async function course(typeId: string, n: number, status = 'PREPARATION', trainers: object[] = [lead()]) {
  const created = await t.call('POST', 'courses', {
    token: its,
    body: {
      courseTypeId: typeId,
      startDate: addDays(-1),
      trainers,
      participants: participants.slice(0, n).map((participantProfileId) => ({ participantProfileId })),
    },
  });
  expect(created.status).toBe(201);
  await t.db.updateTable('courses').set({ status }).where('id', '=', created.body.id).execute();
  return created.body.id as string;
}

const statusOf = async (id: string) =>
  (await t.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const step = (id: string, status: string) => t.call('POST', `courses/${id}/status`, { token: its, body: { status } });

describe('course type rules', () => {
  it('are fields of the course type, checked like any field', async () => {
    const id = await courseType({
      maxParticipants: 3,
      participantsPerInstructor: 2,
      traineesCount: true,
      followUpDays: 7,
    });
    const read = await t.call('GET', `course-types/${id}`, { token: its });
    expect(read.body).toMatchObject({
      maxParticipants: 3,
      participantsPerInstructor: 2,
      traineesCount: true,
      followUpDays: 7,
    });
    const bad = await t.call('PATCH', `course-types/${id}`, {
      token: its,
      body: { maxParticipants: 0, followUpDays: -1 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['maxParticipants', 'followUpDays']));
    expect((await t.call('GET', `course-types/${id}`, { token: its })).body.maxParticipants).toBe(3);
  });

  it('do not hold up saving while planning: too many participants are saved', async () => {
    const typeId = await courseType({ maxParticipants: 3 });
    const id = await course(typeId, 2, 'PLANNING');
    const more = await t.call('PATCH', `courses/${id}`, {
      token: its,
      body: { participants: participants.slice(0, 5).map((participantProfileId) => ({ participantProfileId })) },
    });
    expect(more.status).toBe(200);
    expect(more.body.participantCount).toBe(5);
  });

  it('refuse the step to EXECUTION over the maximum with 409 and the reason, changing nothing', async () => {
    const typeId = await courseType({ maxParticipants: 3 });
    const id = await course(typeId, 4);
    const refused = await step(id, 'EXECUTION');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('COURSE_RULE_BROKEN');
    expect(refused.body.message).toContain('4 participants, the course type allows 3.');
    expect(await statusOf(id)).toBe('PREPARATION');
    // the form's way too
    const viaForm = await t.call('PATCH', `courses/${id}`, { token: its, body: { status: 'EXECUTION' } });
    expect(viaForm.status).toBe(409);
    expect(viaForm.body.code).toBe('COURSE_RULE_BROKEN');
    expect(await statusOf(id)).toBe('PREPARATION');
    // fewer participants in the same write let it through: the rule reads what the course will have
    const fewer = await t.call('PATCH', `courses/${id}`, {
      token: its,
      body: {
        status: 'EXECUTION',
        participants: participants.slice(0, 3).map((participantProfileId) => ({ participantProfileId })),
      },
    });
    expect(fewer.status).toBe(200);
    expect(await statusOf(id)).toBe('EXECUTION');
    // moving back is never held up
    expect((await step(id, 'PREPARATION')).status).toBe(200);
  });

  it('count participants per instructor, trainees only where the type says so', async () => {
    const strict = await courseType({ participantsPerInstructor: 2, traineesCount: false });
    const lenient = await courseType({ participantsPerInstructor: 2, traineesCount: true });
    const a = await course(strict, 3, 'PREPARATION', [lead(), trainee]);
    const refused = await step(a, 'EXECUTION');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({
      participants_per_instructor: '3 participants, the course type allows 2 with these instructors.',
    });
    expect(await statusOf(a)).toBe('PREPARATION');
    const b = await course(lenient, 3, 'PREPARATION', [lead(), trainee]);
    expect((await step(b, 'EXECUTION')).status).toBe(200);
  });

  it('let a course without rules through', async () => {
    const id = await course(await courseType({}), 5);
    expect((await step(id, 'EXECUTION')).status).toBe(200);
  });
});

const listTotal = async (token: string, filter: Record<string, unknown>) => {
  const response = await t.call(
    'GET',
    `courses?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`,
    { token },
  );
  expect(response.status).toBe(200);
  return Number(String(response.headers['content-range']).split('/')[1]);
};
const listIds = async (token: string, filter: Record<string, unknown>) => {
  const response = await t.call('GET', `courses?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });
  expect(response.status).toBe(200);
  return (response.body as { id: string }[]).map((c) => c.id);
};
const overdueCard = async (token: string) =>
  ((await t.call('GET', 'dashboard', { token })).body.cards as { id: string; data?: unknown }[]).find(
    (c) => c.id === 'its_courses_followup_overdue',
  );

describe('follow-up overdue', () => {
  it('filters exactly the courses in FOLLOWUP past their deadline, and the card counts the same', async () => {
    const tenDays = await courseType({ followUpDays: 10 });
    const none = await courseType({});
    const dated = async (typeId: string, status: string, start: number, end: number | null) => {
      const id = await course(typeId, 1, status);
      await t.db
        .updateTable('courses')
        .set({ startDate: addDays(start), endDate: end === null ? null : addDays(end) })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const overdue = await dated(tenDays, 'FOLLOWUP', -20, -11);
    const overdueByStart = await dated(tenDays, 'FOLLOWUP', -11, null);
    const dueToday = await dated(tenDays, 'FOLLOWUP', -12, -10);
    const notFollowUp = await dated(tenDays, 'EXECUTION', -20, -11);
    const noRule = await dated(none, 'FOLLOWUP', -200, -100);

    const ids = await listIds(its, { scope: 'its', followUpOverdue: true });
    expect(ids).toEqual(expect.arrayContaining([overdue, overdueByStart]));
    for (const id of [dueToday, notFollowUp, noRule]) expect(ids).not.toContain(id);
    const others = await listIds(its, { scope: 'its', followUpOverdue: false });
    expect(others).toEqual(expect.arrayContaining([dueToday, notFollowUp, noRule]));
    expect(others).not.toContain(overdue);

    const total = await listTotal(its, { scope: 'its', followUpOverdue: true });
    expect(total).toBeGreaterThanOrEqual(2);
    const card = await overdueCard(its);
    expect((card?.data as FollowUpOverdueData).count).toBe(total);

    // a bad filter value is refused
    const bad = await t.call('GET', `courses?filter=${encodeURIComponent('{"followUpOverdue":"yes"}')}`, {
      token: its,
    });
    expect(bad.status).toBe(400);
  });

  it('stays inside the organisation: another site neither lists nor counts Nord’s overdue courses', async () => {
    const id = await course(await courseType({ followUpDays: 0 }), 1, 'FOLLOWUP');
    await t.db
      .updateTable('courses')
      .set({ startDate: addDays(-5) })
      .where('id', '=', id)
      .execute();
    expect(await listIds(its, { scope: 'its', followUpOverdue: true })).toContain(id);
    const suedIds = await listIds(sued, { followUpOverdue: true });
    expect(suedIds).not.toContain(id);
    const card = await overdueCard(sued);
    expect(card ? (card.data as FollowUpOverdueData).count : 0).toBe(
      await listTotal(sued, { scope: 'its', followUpOverdue: true }),
    );
    // and cannot take Nord's course anywhere
    const step = await t.call('POST', `courses/${id}/status`, { token: sued, body: { status: 'DONE' } });
    expect(step.status).toBe(404);
    expect(await statusOf(id)).toBe('FOLLOWUP');
  });
});
