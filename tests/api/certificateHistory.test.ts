import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/domain/certificateHistory';
import type { CertificateCountsData } from '../../src/domain/dashboardData';
import { demoIds, loginAll, upload, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * The history of a certificate request (declined, fixed, resubmitted, approved, certified), the
 * sent-back and resubmitted marks in lists and on the dashboard, and the versions of its files.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let id: string;

interface File {
  type: string;
  fileName: string;
  uploadedByName: string | null;
  current: boolean;
  isNew: boolean;
}

const REASON = 'Der Überwachungsbogen ist nicht unterschrieben.';

const detail = async (token = tokens.its) => (await t.call('GET', `instructor-certificates/${id}`, { token })).body;
const history = async (token = tokens.its) => {
  const response = await t.call('GET', `instructor-certificates/${id}/history`, { token });
  expect(response.status).toBe(200);
  return response.body as HistoryEntry[];
};
const act = (token: string, action: string, body: object = {}) =>
  t.call('POST', `instructor-certificates/${id}/${action}`, { token, body });
const listIds = async (token: string, filter: Record<string, unknown>) => {
  const query = encodeURIComponent(JSON.stringify(filter));
  const response = await t.call(
    'GET',
    `instructor-certificates?filter=${query}&range=${encodeURIComponent('[0,99]')}`,
    {
      token,
    },
  );
  expect(response.status).toBe(200);
  return (response.body as { id: string }[]).map((row) => row.id);
};
const sentBackCount = async () => {
  const cards = (await t.call('GET', 'dashboard', { token: tokens.its })).body.cards as { id: string; data: unknown }[];
  return (cards.find((card) => card.id === 'its_instructor_certificates')!.data as CertificateCountsData).sentBack;
};
const monitoringForms = async () =>
  ((await detail()).files as File[]).filter((file) => file.type === 'MONITORING_FORM');

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  const ids = await demoIds(t);
  const created = await t.call('POST', 'instructor-certificates', {
    token: tokens.its,
    body: {
      instructorId: await ids.instructorByName('Jonas', 'Becker'),
      disciplineId: ids.discipline('Heartsaver'),
      disciplineType: 'INITIAL',
    },
  });
  expect(created.status).toBe(201);
  id = created.body.id;
  for (const type of ['APPLICATION_FORM', 'CERTIFICIATE_INSTRUCTOR_COURSE', 'MONITORING_FORM'])
    expect(
      (await upload(t, tokens.its, id, type, type === 'MONITORING_FORM' ? 'monitoring-form.pdf' : undefined)).status,
    ).toBe(201);
  expect((await act(tokens.its, 'submit')).status).toBe(200);
});
afterAll(() => t.close());

describe('a request sent back and resubmitted', () => {
  it('is marked sent back in the site list and counted on the dashboard until it is submitted again', async () => {
    const before = await sentBackCount();
    expect((await detail()).revision).toBeNull();
    const declined = await act(tokens.itc, 'decline', { itcComment: REASON });
    expect(declined.body).toMatchObject({ status: 'DATAENTRY', revision: 'SENT_BACK', itcComment: REASON });
    expect(await listIds(tokens.its, { scope: 'its', revision: 'SENT_BACK' })).toContain(id);
    expect(await listIds(tokens.its, { scope: 'its', revision: 'RESUBMITTED' })).not.toContain(id);
    expect(await sentBackCount()).toBe(before + 1);
  });

  it('keeps the earlier monitoring form as a version, the new one current and new since the decline', async () => {
    expect((await upload(t, tokens.its, id, 'MONITORING_FORM', 'monitoring-form.pdf')).status).toBe(201);
    const forms = await monitoringForms();
    expect(forms).toHaveLength(2);
    expect(forms.map((f) => [f.fileName, f.current, f.isNew])).toEqual([
      ['monitoring-form.pdf', false, false],
      ['monitoring-form.pdf', true, true],
    ]);
    expect(forms.every((f) => f.uploadedByName === 'Lena Hoffmann')).toBe(true);
    // the other types have one file each: current, and old to the ITC
    const others = ((await detail()).files as File[]).filter((f) => f.type !== 'MONITORING_FORM');
    expect(others.map((f) => [f.current, f.isNew])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('shows resubmitted to the ITC, without the decline reason as its current comment', async () => {
    const submitted = await act(tokens.its, 'submit');
    expect(submitted.body).toMatchObject({ status: 'APPROVAL', revision: 'RESUBMITTED', itcComment: null });
    expect(await listIds(tokens.itc, { scope: 'itc', revision: 'RESUBMITTED' })).toContain(id);
    expect(await listIds(tokens.its, { scope: 'its', revision: 'SENT_BACK' })).not.toContain(id);
    const entries = await history(tokens.itc);
    // what came after the decline is new to the ITC
    expect(entries.filter((e) => e.isNew).map((e) => e.event)).toEqual(['file_replaced', 'resubmitted']);
  });

  it('answers the whole history in order, with the actors, the reason and the files, once certified', async () => {
    expect((await act(tokens.itc, 'approve')).body).toMatchObject({ status: 'APPROVED', revision: null });
    const certified = await act(tokens.itc, 'certify');
    expect(certified.body).toMatchObject({ status: 'CERTIFIED', revision: null, itcComment: null });
    const entries = await history();
    expect(entries.map((e) => [e.event, e.actorName, e.fileType])).toEqual([
      ['created', 'Lena Hoffmann', null],
      ['file_added', 'Lena Hoffmann', 'APPLICATION_FORM'],
      ['file_added', 'Lena Hoffmann', 'CERTIFICIATE_INSTRUCTOR_COURSE'],
      ['file_added', 'Lena Hoffmann', 'MONITORING_FORM'],
      ['submitted', 'Lena Hoffmann', null],
      ['declined', 'Jana Winter', null],
      ['file_replaced', 'Lena Hoffmann', 'MONITORING_FORM'],
      ['resubmitted', 'Lena Hoffmann', null],
      ['approved', 'Jana Winter', null],
      ['certified', 'Jana Winter', null],
    ]);
    expect(entries.find((e) => e.event === 'declined')!.comment).toBe(REASON);
    expect(entries.find((e) => e.event === 'file_replaced')!.fileName).toBe('monitoring-form.pdf');
    // after the last decision nothing is new
    expect(entries.some((e) => e.isNew)).toBe(false);
    expect(((await detail()).files as File[]).some((f) => f.isNew)).toBe(false);
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('answers the history to the instructor himself and the ITC as to the site', async () => {
    const own = await history(tokens.its);
    expect(await history(tokens.instructor)).toEqual(own);
    expect(await history(tokens.itc)).toEqual(own);
  });
});

describe('who sees the history', () => {
  it('hides it from another site and another ITC (404), refuses a user without features (403) and anyone anonymous (401)', async () => {
    const path = `instructor-certificates/${id}/history`;
    expect((await t.call('GET', path, { token: tokens.sued })).status).toBe(404);
    expect((await t.call('GET', path, { token: tokens.itcCh })).status).toBe(404);
    expect((await t.call('GET', path, { token: tokens.plain })).status).toBe(403);
    expect((await t.call('GET', path)).status).toBe(401);
  });

  it('answers 404 for a request that does not exist and 400 for an id that is none', async () => {
    const missing = await t.call('GET', 'instructor-certificates/00000000-0000-4000-8000-000000000000/history', {
      token: tokens.its,
    });
    expect(missing.status).toBe(404);
    expect((await t.call('GET', 'instructor-certificates/not-an-id/history', { token: tokens.its })).status).toBe(400);
  });
});
