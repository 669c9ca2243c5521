import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/**
 * Two people on one record (issue 23): every answer carries the record's version; a write that
 * sends an older one is refused with 412 and the record as it is now, and changes nothing. The
 * CRUD checks of every declared resource (declared/checks.ts) cover update, PUT without a version
 * and delete; here the two-user story, both API generations, selections, a course's roster and
 * workflow steps.
 */
let t: TestApp;
let its: string;
let admin: string;
let itc: string;

beforeAll(async () => {
  t = await testApp();
  [its, admin, itc] = await Promise.all(
    ['its@example.com', 'admin@example.com', 'itc@example.com'].map((email) => t.login(email)),
  );
});
afterAll(() => t.close());

type Body = Record<string, unknown> & { id: string; version: string };
const read = async (resource: string, id: string, token = its) =>
  (await t.call('GET', `${resource}/${id}`, { token })).body as Body;
const venues = async () => (await t.call('GET', 'venues?range=[0,2]', { token: its })).body as Body[];

describe('two people on one venue', () => {
  it('refuses the later save of the record as loaded, names who changed it and keeps the first change', async () => {
    const [venue] = await venues();
    const asLena = await read('venues', venue.id);
    const asAnna = await read('venues', venue.id, admin);
    expect(asAnna.version).toBe(asLena.version);
    const first = await t.call('PUT', `venues/${venue.id}`, { token: admin, body: { ...asAnna, name: 'Halle Nord' } });
    expect(first.status).toBe(200);
    // Lena changes another field of the record as she loaded it: the whole record goes back
    const second = await t.call('PUT', `venues/${venue.id}`, {
      token: its,
      body: { ...asLena, comment: 'Beamer defekt' },
    });
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({
      code: 'CHANGED_MEANWHILE',
      message: 'Someone else changed this record after you opened it.',
      changedBy: 'Anna Admin',
      current: { id: venue.id, name: 'Halle Nord', comment: asLena.comment, version: first.body.version },
    });
    expect(Date.now() - Date.parse(second.body.changedAt)).toBeLessThan(60_000);
    expect(await read('venues', venue.id)).toMatchObject({ name: 'Halle Nord', comment: asLena.comment });
    // with the version she now has, her change goes through and keeps Anna's
    const again = await t.call('PUT', `venues/${venue.id}`, {
      token: its,
      body: { ...second.body.current, comment: 'Beamer defekt' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ name: 'Halle Nord', comment: 'Beamer defekt' });
  });

  it('answers the version as ETag and takes it back as If-Match, quoted, weak or bare', async () => {
    const [venue] = await venues();
    const response = await t.call('GET', `venues/${venue.id}`, { token: its });
    expect(response.headers.etag).toBe(`"${response.body.version}"`);
    for (const ifMatch of [`"${response.body.version}"`, `W/"${response.body.version}"`]) {
      const current = await read('venues', venue.id);
      const patched = await t.call('PATCH', `venues/${venue.id}`, {
        token: its,
        body: { comment: ifMatch.slice(0, 20) },
        headers: { 'if-match': ifMatch.replace(response.body.version, current.version) },
      });
      expect(patched.status).toBe(200);
    }
    // a PATCH without a version is the last writer on its fields alone
    expect((await t.call('PATCH', `venues/${venue.id}`, { token: its, body: { comment: 'frei' } })).status).toBe(200);
  });

  it('behaves the same in the v1 generation', async () => {
    const [venue] = await venues();
    const loaded = await read('venues', venue.id);
    await t.call('PATCH', `venues/${venue.id}`, { token: admin, body: { comment: 'von Anna' } });
    const stale = await t.call('PUT', `venues/${venue.id}`, { token: its, body: loaded, version: 'v1' });
    expect(stale.status).toBe(412);
    expect(stale.body.current.comment).toBe('von Anna');
    const { version: _v, ...blind } = loaded;
    expect((await t.call('PUT', `venues/${venue.id}`, { token: its, body: blind, version: 'v1' })).status).toBe(428);
    expect((await read('venues', venue.id)).comment).toBe('von Anna');
  });
});

describe('a selection', () => {
  it('writes none of its rows when one changed since it was loaded, and names that one', async () => {
    const [a, b] = await venues();
    await t.call('PATCH', `venues/${b.id}`, { token: admin, body: { comment: 'geändert' } });
    const versions = { [a.id]: a.version, [b.id]: b.version };
    const update = await t.call('POST', 'venues/update-many', {
      token: its,
      body: { ids: [a.id, b.id], data: { comment: 'alle' }, versions },
    });
    expect(update.status).toBe(412);
    expect(update.body).toMatchObject({ code: 'CHANGED_MEANWHILE', stale: [b.id] });
    const deleted = await t.call('POST', 'venues/delete-many', { token: its, body: { ids: [a.id, b.id], versions } });
    expect(deleted.status).toBe(412);
    expect(deleted.body.stale).toEqual([b.id]);
    expect((await read('venues', a.id)).comment).toBe(a.comment);
    expect(await read('venues', b.id)).toMatchObject({ comment: 'geändert', deleted: false });
    // with the versions as they are, the selection is written
    const fresh = { [a.id]: (await read('venues', a.id)).version, [b.id]: (await read('venues', b.id)).version };
    const ok = await t.call('POST', 'venues/update-many', {
      token: its,
      body: { ids: [a.id, b.id], data: { comment: 'alle' }, versions: fresh },
    });
    expect(ok.status).toBe(200);
  });
});

describe('a selection of hundreds of rows deleted or restored', () => {
  it('takes the ids and versions of 800 rows, past the 64 kB other bodies are held to', async () => {
    const [a, b] = await venues();
    const missing = Array.from({ length: 798 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const ids = [a.id, b.id, ...missing];
    const versions = Object.fromEntries(ids.map((id) => [id, id === a.id ? a.version : b.version]));
    expect(Buffer.byteLength(JSON.stringify({ ids, versions }))).toBeGreaterThan(64 * 1024);
    for (const path of ['venues/delete-many', 'venues/restore-many']) {
      const answer = await t.call('POST', path, { token: its, body: { ids, versions } });
      // read and checked: rows out of the caller's reach answer as one does, and none is written
      expect(answer.status, path).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect(await read('venues', a.id)).toMatchObject({ deleted: false, version: a.version });
  });
});

describe('a selection deleted or restored with ?partial=true', () => {
  const auditsOf = (ids: string[]) =>
    t.db
      .selectFrom('auditLog')
      .select(['entityId', 'action'])
      .where('entityId', 'in', ids)
      .orderBy('createdAt')
      .execute();

  it('skips a row changed since it was loaded, writes the others with their audit rows and names the skipped one', async () => {
    const [a, b, c] = (await t.call('GET', 'venues?range=[0,2]&filter={"deleted":false}', { token: its }))
      .body as Body[];
    const ids = [a.id, b.id, c.id];
    await t.call('PATCH', `venues/${b.id}`, { token: admin, body: { comment: 'inzwischen' } });
    const versions = Object.fromEntries([a, b, c].map((row) => [row.id, row.version]));
    const audits = (await auditsOf(ids)).length;

    const deleted = await t.call('POST', 'venues/delete-many?partial=true', { token: its, body: { ids, versions } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual([a.id, c.id]);
    expect(deleted.body.refused).toEqual([{ id: b.id, code: 'CHANGED_MEANWHILE', message: expect.any(String) }]);
    expect((await read('venues', a.id)).deleted).toBe(true);
    expect(await read('venues', b.id)).toMatchObject({ deleted: false, comment: 'inzwischen' });
    const written = (await auditsOf(ids)).slice(audits);
    expect(written).toEqual([
      { entityId: a.id, action: 'delete' },
      { entityId: c.id, action: 'delete' },
    ]);

    // restore: a row deleted again by someone else since (a new version) is skipped the same way
    const seen = Object.fromEntries(
      await Promise.all([a.id, c.id].map(async (id) => [id, (await read('venues', id)).version])),
    );
    await t.call('POST', `venues/${c.id}/restore`, { token: admin });
    await t.call('DELETE', `venues/${c.id}`, { token: admin, body: {} });
    const restored = await t.call('POST', 'venues/restore-many?partial=true', {
      token: its,
      body: { ids: [a.id, c.id], versions: seen },
    });
    expect(restored.body).toMatchObject({ data: [a.id], refused: [{ id: c.id, code: 'CHANGED_MEANWHILE' }] });
    expect((await read('venues', a.id)).deleted).toBe(false);
    expect((await read('venues', c.id)).deleted).toBe(true);
  });

  it('answers the array of ids, all or none, to a caller that sends no versions (ra-data-simple-rest)', async () => {
    const [a, b] = (await t.call('GET', 'venues?range=[0,1]&filter={"deleted":false}', { token: its })).body as Body[];
    await t.call('PATCH', `venues/${b.id}`, { token: admin, body: { comment: 'egal' } });
    const deleted = await t.call('POST', 'venues/delete-many', { token: its, body: { ids: [a.id, b.id] } });
    expect(deleted.body).toEqual([a.id, b.id]);
    const restored = await t.call('POST', 'venues/restore-many', { token: its, body: { ids: [a.id, b.id] } });
    expect(restored.body).toEqual([a.id, b.id]);
    expect((await read('venues', b.id)).deleted).toBe(false);
  });

  it("answers 404 when none of the rows is the caller's to see", async () => {
    const outside = await t.call('POST', 'venues/delete-many?partial=true', {
      token: itc,
      body: { ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(outside.status).toBe(404);
  });
});

describe('a course and a request', () => {
  it('moves a course on to a new version when its roster changes, and refuses a status step on the old one', async () => {
    const [course] = (await t.call('GET', 'courses?filter={"status":"NEW"}&range=[0,0]', { token: its }))
      .body as Body[];
    const loaded = await read('courses', course.id);
    const participants = (loaded.participants as Body[]).slice(1);
    const trimmed = await t.call('PATCH', `courses/${course.id}`, {
      token: admin,
      body: { participants, version: loaded.version },
    });
    expect(trimmed.status).toBe(200);
    expect(trimmed.body.version).not.toBe(loaded.version);
    const step = await t.call('POST', `courses/${course.id}/status`, {
      token: its,
      body: { status: 'PLANNING' },
      headers: { 'if-match': loaded.version },
    });
    expect(step.status).toBe(412);
    expect((await read('courses', course.id)).status).toBe('NEW');
  });

  it('refuses an approval of a request that changed since the reviewer opened it', async () => {
    const [request] = (
      await t.call('GET', 'instructor-certificates?filter={"status":"APPROVAL"}&range=[0,0]', { token: itc })
    ).body as Body[];
    const loaded = await read('instructor-certificates', request.id, itc);
    // someone else's write meanwhile (the site replaces a file, say)
    await t.db
      .updateTable('instructorCertificates')
      .set({ updatedAt: new Date() })
      .where('id', '=', request.id)
      .execute();
    const approve = await t.call('POST', `instructor-certificates/${request.id}/approve`, {
      token: itc,
      body: {},
      headers: { 'if-match': loaded.version },
    });
    expect(approve.status).toBe(412);
    expect((await read('instructor-certificates', request.id, itc)).status).toBe('APPROVAL');
    const current = await t.call('POST', `instructor-certificates/${request.id}/approve`, {
      token: itc,
      body: {},
      headers: { 'if-match': (await read('instructor-certificates', request.id, itc)).version },
    });
    expect(current.status).toBe(200);
    expect(current.body.status).toBe('APPROVED');
  });
});
