import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AHA_ID_PATTERN } from '../../src/domain/certificates';
import { demoIds, loginAll, multipart, PDF, upload, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Two people on one record (issue 23), for the writes beside the CRUD calls: the bulk steps take
 * each row's version as the list showed it (a row changed since is left as it is and named, the
 * others take the step), a request's file upload and delete and a dashboard layout take the
 * version the user saw (412 with the record now, nothing written). versions.test.ts has the CRUD
 * calls and the steps on one row.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

type Row = { id: string; version: string } & Record<string, unknown>;
const read = async (resource: string, id: string, token: string) =>
  (await t.call('GET', `${resource}/${id}`, { token })).body as Row;
/** The versions of rows as a list answers them, by id. */
const versionsOf = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.id, row.version]));
const auditsOf = async (entityIds: string[], action: string) =>
  (
    await t.db
      .selectFrom('auditLog')
      .select('entityId')
      .where('action', '=', action)
      .where('entityId', 'in', entityIds)
      .execute()
  ).map((row) => row.entityId);
const changed = (id: string) => expect.objectContaining({ id, ok: false, code: 'CHANGED_MEANWHILE' });

describe('bulk steps on rows changed since the list loaded them', () => {
  it('approves the requests as loaded and leaves out the one a site changed meanwhile', async () => {
    const rows = (
      await t.call('GET', 'instructor-certificates?filter={"status":"APPROVAL"}&range=[0,1]', { token: tokens.itc })
    ).body as Row[];
    expect(rows).toHaveLength(2);
    const [same, other] = rows.map((row) => row.id);
    // the site replaces a file of one of them meanwhile (its version moves on)
    await t.db.updateTable('instructorCertificates').set({ updatedAt: new Date() }).where('id', '=', other).execute();
    const response = await t.call('POST', 'instructor-certificates/bulk', {
      token: tokens.itc,
      body: { action: 'approve', ids: [same, other], versions: versionsOf(rows) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: same, ok: true }, changed(other)]);
    expect((await read('instructor-certificates', same, tokens.itc)).status).toBe('APPROVED');
    expect((await read('instructor-certificates', other, tokens.itc)).status).toBe('APPROVAL');
    expect(await auditsOf([same, other], 'approve')).toEqual([same]);
  });

  it('moves the courses as loaded one status step and leaves out the one changed meanwhile', async () => {
    const courseTypeId = (
      await t.db
        .selectFrom('courseTypes')
        .select('id')
        .where('organisationId', '=', ids.nord)
        .where('deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).id;
    const created = await t.db
      .insertInto('courses')
      .values(
        [0, 1].map(() => ({
          organisationId: ids.nord,
          courseTypeId,
          startDate: '2027-06-01',
          endDate: '2027-06-02',
          status: 'NEW',
        })) as never,
      )
      .returning('id')
      .execute();
    const [same, other] = created.map((row) => row.id);
    const loaded = await Promise.all([same, other].map((id) => read('courses', id, tokens.its)));
    const edit = await t.call('PATCH', `courses/${other}`, {
      token: tokens.admin,
      body: { customer: 'Stadtwerke' },
    });
    expect(edit.status).toBe(200);
    const response = await t.call('POST', 'courses/bulk-status', {
      token: tokens.its,
      body: { status: 'PLANNING', ids: [same, other], versions: versionsOf(loaded) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: same, ok: true }, changed(other)]);
    expect(await read('courses', other, tokens.its)).toMatchObject({ status: 'NEW', customer: 'Stadtwerke' });
    expect((await read('courses', same, tokens.its)).status).toBe('PLANNING');
  });

  it('moves the instructors as loaded to another site and leaves out the one changed meanwhile', async () => {
    const [felix, katharina] = await Promise.all([
      ids.instructorByName('Felix', 'Wagner'),
      ids.instructorByName('Katharina', 'Roth'),
    ]);
    const loaded = await Promise.all([felix, katharina].map((id) => read('itc-instructors', id, tokens.itc)));
    const sitesOf = (id: string) =>
      t.db.selectFrom('instructorCertificates').select('organisationId').where('instructorId', '=', id).execute();
    const katharinaBefore = await sitesOf(katharina);
    // Katharina's e-mail address is corrected meanwhile (her profile, which the row shows)
    const { participantProfileId } = await t.db
      .selectFrom('instructorProfiles')
      .select('participantProfileId')
      .where('id', '=', katharina)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('participantProfiles')
      .set({ email: 'katharina.roth.neu@example.com' })
      .where('id', '=', participantProfileId)
      .execute();
    const response = await t.call('POST', 'itc-instructors/bulk-move', {
      token: tokens.itc,
      body: { ids: [felix, katharina], organisationId: ids.nord, versions: versionsOf(loaded) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: felix, ok: true }, changed(katharina)]);
    expect((await sitesOf(felix)).every((row) => row.organisationId === ids.nord)).toBe(true);
    expect(await sitesOf(katharina)).toEqual(katharinaBefore);
    expect(await auditsOf([felix, katharina], 'move')).toEqual([felix]);
  });

  it('gives AHA ids to the instructors as loaded and leaves out the one given an id by hand meanwhile', async () => {
    const [same, other] = await Promise.all([
      ids.instructorByName('Miriam', 'Schulz'),
      ids.instructorByName('Deniz', 'Aydın'),
    ]);
    const withoutId = await Promise.all([same, other].map((id) => read('itc-instructors', id, tokens.itc)));
    expect(withoutId.map((row) => row.ahaInstructorId)).toEqual([null, null]);
    const byHand = await t.call('PATCH', `itc-instructors/${other}`, {
      token: tokens.admin,
      body: { ahaInstructorId: '09876543210' },
    });
    expect(byHand.status).toBe(200);
    const response = await t.call('POST', 'itc-instructors/bulk-generate-aha-id', {
      token: tokens.itc,
      body: { ids: [same, other], versions: versionsOf(withoutId) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: same, ok: true }, changed(other)]);
    expect((await read('itc-instructors', same, tokens.itc)).ahaInstructorId).toMatch(AHA_ID_PATTERN);
    expect((await read('itc-instructors', other, tokens.itc)).ahaInstructorId).toBe('09876543210');
  });

  it('takes each row as it is when the caller sends no versions (scripts)', async () => {
    const [row] = (
      await t.call('GET', 'instructor-certificates?filter={"status":"APPROVAL"}&range=[0,0]', { token: tokens.itc })
    ).body as Row[];
    await t.db.updateTable('instructorCertificates').set({ updatedAt: new Date() }).where('id', '=', row.id).execute();
    const response = await t.call('POST', 'instructor-certificates/bulk', {
      token: tokens.itc,
      body: { action: 'approve', ids: [row.id] },
    });
    expect(response.body).toEqual([{ id: row.id, ok: true }]);
  });
});

describe("a request's files on a request changed meanwhile", () => {
  const filesOf = async (id: string) =>
    (
      await t.db.selectFrom('certificateFiles').select('id').where('certificateId', '=', id).orderBy('id').execute()
    ).map((file) => file.id);

  it('refuses an upload and a delete on the version loaded before (412 with the request now), storing and deleting nothing', async () => {
    const jonas = await ids.instructorByName('Jonas', 'Becker');
    const created = await t.call('POST', 'instructor-certificates', {
      token: tokens.its,
      body: { instructorId: jonas, disciplineId: ids.discipline('Heartsaver'), disciplineType: 'INITIAL' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const loaded = await read('instructor-certificates', id, tokens.its);
    // someone else uploads a file meanwhile: the request moves on to a new version
    const theirs = await upload(t, tokens.admin, id, 'APPLICATION_FORM');
    expect(theirs.status).toBe(201);
    const files = await filesOf(id);

    const stale = { 'if-match': `"${loaded.version}"` };
    const { body, headers } = multipart('meins.pdf', PDF);
    const refused = await t.call('POST', `instructor-certificates/${id}/files?type=MONITORING_FORM`, {
      token: tokens.its,
      body,
      headers: { ...headers, ...stale },
    });
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({
      code: 'CHANGED_MEANWHILE',
      changedBy: 'Anna Admin',
      current: { id, files: [expect.objectContaining({ fileName: 'application_form.pdf' })] },
    });
    const removal = await t.call('DELETE', `files/${files[0]}`, { token: tokens.its, headers: stale });
    expect(removal.status).toBe(412);
    expect(await filesOf(id)).toEqual(files);

    // on the version as it is now, both go through
    const now = await read('instructor-certificates', id, tokens.its);
    expect(refused.body.current.version).toBe(now.version);
    const again = await t.call('POST', `instructor-certificates/${id}/files?type=MONITORING_FORM`, {
      token: tokens.its,
      body,
      headers: { ...headers, 'if-match': `"${now.version}"` },
    });
    expect(again.status).toBe(201);
    // each answers the request's version after it: the next one goes on it without a read between
    expect(again.body.requestVersion).toBe((await read('instructor-certificates', id, tokens.its)).version);
    const removed = await t.call('DELETE', `files/${again.body.id}`, {
      token: tokens.its,
      headers: { 'if-match': `"${again.body.requestVersion}"` },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.requestVersion).toBe((await read('instructor-certificates', id, tokens.its)).version);
    expect(await filesOf(id)).toEqual(files);
  });
});

describe('a dashboard layout saved in another window meanwhile', () => {
  const place = (left: string[]) =>
    left.map((id, position) => ({ dashboardCardId: id, list: 1, position, visibility: true }));
  const layoutOf = (id: string) =>
    t.db
      .selectFrom('users')
      .select(['dashboardCardsLeft', 'dashboardCardsRight', 'dashboardCardsHidden', 'dashboardCardsSeen'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('refuses the save of the layout as loaded before (412 with the layout now), changing nothing', async () => {
    const me = await t.userId('its@example.com');
    const loaded = await t.call('GET', `users/${me}/uisettings`, { token: tokens.its });
    expect(loaded.body.version).toEqual(expect.any(String));
    expect(loaded.headers.etag).toBe(`"${loaded.body.version}"`);
    // the first window moves a card and carries on with the version its save answered
    const first = await t.call('PATCH', 'users/current-user/dashboard-cards', {
      token: tokens.its,
      body: { cards: place(['welcome', 'its_courses']) },
      headers: { 'if-match': `"${loaded.body.version}"` },
    });
    expect(first.status).toBe(200);
    expect(first.body.version).not.toBe(loaded.body.version);
    const saved = await layoutOf(me);

    // the second window still has the layout as loaded
    const second = await t.call('PATCH', 'users/current-user/dashboard-cards', {
      token: tokens.its,
      body: { cards: place(['its_courses']), version: loaded.body.version },
    });
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({
      code: 'CHANGED_MEANWHILE',
      current: { dashboardCardsLeft: ['welcome', 'its_courses'], version: first.body.version },
    });
    expect(await layoutOf(me)).toEqual(saved);

    // a theme chosen in between does not count as a change of the layout
    await t.call('PUT', `users/${me}/thememode`, { token: tokens.its, body: { themeMode: 'dark' } });
    const third = await t.call('PATCH', 'users/current-user/dashboard-cards', {
      token: tokens.its,
      body: { cards: place(['its_courses']), version: first.body.version },
    });
    expect(third.status).toBe(200);
    expect(third.body.dashboardCardsLeft).toEqual(['its_courses']);
    // a script that sends no version saves as before
    const blind = await t.call('PATCH', 'users/current-user/dashboard-cards', {
      token: tokens.its,
      body: { cards: place(['welcome']) },
    });
    expect(blind.status).toBe(200);
  });
});
