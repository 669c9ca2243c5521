import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/**
 * List filters for real work: several values of one field at once (`status: ['A','B']`), date
 * ranges (`<field>_gte`, `<field>_lte`), and a course's timing (upcoming or past).
 */
let t: TestApp;
let itc: string;
let its: string;

beforeAll(async () => {
  t = await testApp();
  [itc, its] = await Promise.all(['itc@example.com', 'its@example.com'].map((e) => t.login(e)));
});
afterAll(() => t.close());

const list = async (token: string, resource: string, filter: Record<string, unknown>) => {
  const response = await t.call(
    'GET',
    `${resource}?range=${encodeURIComponent('[0,999]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Record<string, any>[];
};

describe('certificates', () => {
  it('filters by several statuses at once: the union of each alone', async () => {
    const all = await list(itc, 'instructor-certificates', { scope: 'itc' });
    const approval = await list(itc, 'instructor-certificates', { scope: 'itc', status: ['APPROVAL'] });
    const both = await list(itc, 'instructor-certificates', { scope: 'itc', status: ['APPROVAL', 'APPROVED'] });
    expect(approval.length).toBeGreaterThan(0);
    expect(both.length).toBe(all.filter((r) => ['APPROVAL', 'APPROVED'].includes(r.status)).length);
    expect(both.length).toBeGreaterThan(approval.length);
    expect(new Set(both.map((r) => r.status))).toEqual(new Set(['APPROVAL', 'APPROVED']));
    // an empty list filters nothing
    expect((await list(itc, 'instructor-certificates', { scope: 'itc', status: [] })).length).toBe(all.length);
  });

  it('filters by several display statuses at once (computed for today)', async () => {
    const all = await list(itc, 'instructor-certificates', { scope: 'itc' });
    const wanted = ['ACTIVE', 'EXPIRED'];
    const some = await list(itc, 'instructor-certificates', { scope: 'itc', displayStatus: wanted });
    expect(some.length).toBe(all.filter((r) => wanted.includes(r.displayStatus)).length);
    expect(some.every((r) => wanted.includes(r.displayStatus))).toBe(true);
  });

  it('filters by an expiry range, both days included', async () => {
    const all = await list(itc, 'instructor-certificates', { scope: 'itc' });
    const days = all
      .map((r) => r.expiryDate as string | null)
      .filter((d): d is string => !!d)
      .sort();
    expect(days.length).toBeGreaterThan(2);
    const [from, to] = [days[1], days[days.length - 2]];
    const inRange = await list(itc, 'instructor-certificates', {
      scope: 'itc',
      expiryDate_gte: from,
      expiryDate_lte: to,
    });
    expect(inRange.length).toBe(days.filter((d) => d >= from && d <= to).length);
    expect(inRange.every((r) => r.expiryDate >= from && r.expiryDate <= to)).toBe(true);
    // with a status as well: both hold
    const certified = await list(itc, 'instructor-certificates', {
      scope: 'itc',
      status: ['CERTIFIED'],
      expiryDate_gte: from,
    });
    expect(certified.every((r) => r.status === 'CERTIFIED' && r.expiryDate >= from)).toBe(true);
  });

  it('refuses values that do not fit with 400', async () => {
    for (const filter of [
      { status: ['APPROVAL', 'LATER'] },
      { status: [['APPROVAL']] },
      { status: Array.from({ length: 51 }, () => 'APPROVAL') },
      { displayStatus: ['SOON', 42] },
      { expiryDate_gte: '2026-13-45' },
      { expiryDate_lte: ['2026-01-01', 'soon'] },
      { createdAt_gte: '2026-01-01' },
    ]) {
      const response = await t.call(
        'GET',
        `instructor-certificates?filter=${encodeURIComponent(JSON.stringify({ scope: 'itc', ...filter }))}`,
        { token: itc },
      );
      expect(response.status, JSON.stringify(filter)).toBe(400);
    }
  });
});

describe('courses', () => {
  it('filters by several statuses, types and venues at once', async () => {
    const all = await list(its, 'courses', { scope: 'its' });
    const statuses = [...new Set(all.map((r) => r.status))].slice(0, 2);
    expect(statuses.length).toBe(2);
    const some = await list(its, 'courses', { scope: 'its', status: statuses });
    expect(some.length).toBe(all.filter((r) => statuses.includes(r.status)).length);
    const types = [...new Set(all.map((r) => r.courseTypeId))].slice(0, 2);
    const typed = await list(its, 'courses', { scope: 'its', courseTypeId: types });
    expect(typed.length).toBe(all.filter((r) => types.includes(r.courseTypeId)).length);
    const venue = all.find((r) => r.venueId)!.venueId;
    const atVenue = await list(its, 'courses', { scope: 'its', venueId: [venue] });
    expect(atVenue.length).toBe(all.filter((r) => r.venueId === venue).length);
  });

  it('filters by a start date range and by upcoming or past', async () => {
    const all = await list(its, 'courses', { scope: 'its' });
    const days = all.map((r) => r.startDate as string).sort();
    const [from, to] = [days[1], days[days.length - 2]];
    const inRange = await list(its, 'courses', { scope: 'its', startDate_gte: from, startDate_lte: to });
    expect(inRange.length).toBe(days.filter((d) => d >= from && d <= to).length);

    const today = new Date().toISOString().slice(0, 10);
    const upcoming = await list(its, 'courses', { scope: 'its', timing: 'upcoming' });
    const past = await list(its, 'courses', { scope: 'its', timing: 'past' });
    expect(upcoming.length + past.length).toBe(all.length);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((r) => (r.endDate ?? r.startDate) < today)).toBe(true);
    expect(upcoming.every((r) => (r.endDate ?? r.startDate) >= today)).toBe(true);
    const bad = await t.call('GET', `courses?filter=${encodeURIComponent(JSON.stringify({ timing: 'soon' }))}`, {
      token: its,
    });
    expect(bad.status).toBe(400);
  });
});
