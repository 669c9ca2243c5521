import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Bulk work on a selection: the ITC approves or certifies many requests, a site moves many courses
 * one status step. Each row by the rules of one, a result per row, other tenants' rows not found.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let itc: string;
let its: string;
let itcCh: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await testApp();
  ids = await demoIds(t);
  [itc, its, itcCh] = await Promise.all(
    ['itc@example.com', 'its@example.com', 'itc.ch@example.com'].map((e) => t.login(e)),
  );
});
afterAll(() => t.close());

/** The request of an instructor in a discipline and status (the demo data holds one each). */
async function request(firstName: string, lastName: string, status: string, owner = ids.itc) {
  const instructorId = await ids.instructorByName(firstName, lastName);
  const rows = await t.db
    .selectFrom('instructorCertificates as c')
    .innerJoin('disciplines as d', 'd.id', 'c.disciplineId')
    .select(['c.id'])
    .where('c.instructorId', '=', instructorId)
    .where('c.status', '=', status)
    .where('d.organisationId', '=', owner)
    .execute();
  return rows[0].id;
}
const statusOf = async (id: string) =>
  (await t.db.selectFrom('instructorCertificates').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const bulk = (token: string, body: unknown) => t.call('POST', 'instructor-certificates/bulk', { token, body });

describe('POST /instructor-certificates/bulk', () => {
  it('approves each request it may, and says per row why not for the others', async () => {
    const waiting = await request('Sarah', 'Klein', 'APPROVAL');
    const approved = await request('Katharina', 'Roth', 'APPROVED');
    const swiss = await request('Reto', 'Keller', 'APPROVAL', ids.itcCh);
    const response = await bulk(itc, { action: 'approve', ids: [waiting, approved, swiss, MISSING] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: waiting, ok: true },
      expect.objectContaining({ id: approved, ok: false, code: 'ILLEGAL_TRANSITION' }),
      expect.objectContaining({ id: swiss, ok: false, code: 'NOT_FOUND' }),
      expect.objectContaining({ id: MISSING, ok: false, code: 'NOT_FOUND' }),
    ]);
    expect(response.body[1].message).toMatch(/APPROVED/);
    expect(await statusOf(waiting)).toBe('APPROVED');
    expect(await statusOf(approved)).toBe('APPROVED');
    // the other ITC's request is untouched
    expect(await statusOf(swiss)).toBe('APPROVAL');
    const audits = await t.db
      .selectFrom('auditLog')
      .select('entityId')
      .where('action', '=', 'approve')
      .where('entityId', 'in', [waiting, approved, swiss])
      .execute();
    expect(audits.map((a) => a.entityId)).toEqual([waiting]);
  });

  it('certifies an approved request with its dates, and refuses one still awaiting approval', async () => {
    const approved = await request('Tim', 'Vogel', 'APPROVED');
    const waiting = await request('Felix', 'Wagner', 'APPROVAL');
    const response = await bulk(itc, { action: 'certify', ids: [approved, waiting, approved] });
    expect(response.status).toBe(200);
    // a row named twice is taken once
    expect(response.body).toEqual([
      { id: approved, ok: true },
      expect.objectContaining({ id: waiting, ok: false, code: 'ILLEGAL_TRANSITION' }),
    ]);
    const row = await t.db
      .selectFrom('instructorCertificates')
      .select(['status', 'certificationDate', 'expiryDate'])
      .where('id', '=', approved)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CERTIFIED');
    expect(row.certificationDate).not.toBeNull();
    expect(row.expiryDate).not.toBeNull();
    expect(await statusOf(waiting)).toBe('APPROVAL');
  });

  it('answers 404 when no request named is the caller’s, changing nothing', async () => {
    const swiss = await request('Reto', 'Keller', 'APPROVAL', ids.itcCh);
    const response = await bulk(itc, { action: 'approve', ids: [swiss] });
    expect(response.status).toBe(404);
    expect(await statusOf(swiss)).toBe('APPROVAL');
    // and the other ITC reaches its own
    const own = await bulk(itcCh, { action: 'approve', ids: [swiss] });
    expect(own.body).toEqual([{ id: swiss, ok: true }]);
  });

  it('refuses a site, another step and malformed bodies', async () => {
    const waiting = await request('Felix', 'Wagner', 'APPROVAL');
    expect((await bulk(its, { action: 'approve', ids: [waiting] })).status).toBe(403);
    for (const body of [
      { action: 'decline', ids: [waiting] },
      { action: 'approve', ids: [] },
      { action: 'approve', ids: ['not-a-uuid'] },
      { action: 'approve' },
    ]) {
      const response = await bulk(itc, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await statusOf(waiting)).toBe('APPROVAL');
  });
});

describe('POST /courses/bulk-status', () => {
  const courseStatus = async (id: string) =>
    (await t.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const newCourse = async (organisationId: string, status: string) => {
    const courseTypeId = (
      await t.db
        .selectFrom('courseTypes')
        .select('id')
        .where('organisationId', '=', organisationId)
        .where('deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).id;
    const { id } = await t.db
      .insertInto('courses')
      .values({ organisationId, courseTypeId, startDate: '2027-06-01', endDate: '2027-06-02', status } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  it('moves each course it may one step, and says per row why not for the others', async () => {
    const fresh = await newCourse(ids.nord, 'NEW');
    const planned = await newCourse(ids.nord, 'PLANNING');
    const done = await newCourse(ids.nord, 'DONE');
    const foreign = await newCourse(ids.sued, 'NEW');
    const response = await t.call('POST', 'courses/bulk-status', {
      token: its,
      body: { status: 'PLANNING', ids: [fresh, planned, done, foreign] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: fresh, ok: true },
      expect.objectContaining({ id: planned, ok: false, code: 'COURSE_ILLEGAL_TRANSITION' }),
      expect.objectContaining({ id: done, ok: false, code: 'COURSE_ILLEGAL_TRANSITION' }),
      expect.objectContaining({ id: foreign, ok: false, code: 'NOT_FOUND' }),
    ]);
    expect(await courseStatus(fresh)).toBe('PLANNING');
    expect(await courseStatus(planned)).toBe('PLANNING');
    expect(await courseStatus(done)).toBe('DONE');
    expect(await courseStatus(foreign)).toBe('NEW');
  });

  it('refuses a step ahead of the course’s dates, and a user without the course features', async () => {
    const preparing = await newCourse(ids.nord, 'PREPARATION');
    const response = await t.call('POST', 'courses/bulk-status', {
      token: its,
      body: { status: 'EXECUTION', ids: [preparing] },
    });
    expect(response.body).toEqual([expect.objectContaining({ id: preparing, ok: false })]);
    expect(await courseStatus(preparing)).toBe('PREPARATION');
    const plain = await t.login('user@example.com');
    const refused = await t.call('POST', 'courses/bulk-status', {
      token: plain,
      body: { status: 'PLANNING', ids: [preparing] },
    });
    expect(refused.status).toBe(403);
    const bad = await t.call('POST', 'courses/bulk-status', {
      token: its,
      body: { status: 'LATER', ids: [preparing] },
    });
    expect(bad.status).toBe(400);
  });
});
