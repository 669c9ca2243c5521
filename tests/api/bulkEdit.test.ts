import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from './helper';

/**
 * "Edit N selected" (issue 28.1): `POST /{resource}/update-many?partial=true` writes only the
 * fields sent, each row it may, in one transaction with an audit row per record, and names each
 * row it refuses with the reason; the stock answer without the parameter stays as it was.
 */
let t: TestApp;
let its: string;
// every statement the app sends, counted: spied before its pool connects (a connection binds the method it finds)
const statements = vi.spyOn(pg.Client.prototype, 'query');
let sued: string;

beforeAll(async () => {
  t = await testApp();
  [its, sued] = await Promise.all(['its@example.com', 'its.sued@example.com'].map((email) => t.login(email)));
});
afterAll(async () => {
  await t.close();
  statements.mockRestore();
});

type Row = Record<string, unknown> & { id: string; version: string; name: string };
const list = async (resource: string, token = its) =>
  (await t.call('GET', `${resource}?range=[0,49]&filter=${encodeURIComponent('{"deleted":false}')}`, { token }))
    .body as Row[];
const editMany = (resource: string, body: unknown, token = its) =>
  t.call('POST', `${resource}/update-many?partial=true`, { token, body });
const auditsOf = (ids: string[]) =>
  t.db
    .selectFrom('auditLog')
    .select(['entityId', 'action', 'before', 'after'])
    .where('entityId', 'in', ids)
    .where('action', '=', 'update')
    .execute();
const versionsOf = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.id, row.version]));

describe('update-many?partial=true', () => {
  it('writes only the fields sent, audits each record, and refuses a row changed meanwhile while saving the others', async () => {
    const rows = (await list('venues')).slice(0, 3);
    expect(rows).toHaveLength(3);
    const [a, b, stale] = rows;
    // someone else changes the third after the list was loaded
    expect((await t.call('PATCH', `venues/${stale.id}`, { token: its, body: { comment: 'von Anna' } })).status).toBe(
      200,
    );
    const before = await auditsOf(rows.map((row) => row.id));
    const response = await editMany('venues', {
      ids: rows.map((row) => row.id),
      data: { comment: 'Schlüssel beim Hausmeister' },
      versions: versionsOf(rows),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [a.id, b.id],
      refused: [
        { id: stale.id, code: 'CHANGED_MEANWHILE', message: 'Someone else changed this record after you opened it.' },
      ],
      versions: { [a.id]: expect.any(String), [b.id]: expect.any(String) },
    });
    const after = await list('venues');
    // the versions answered are the saved rows' own, as a read gives them
    for (const row of [a, b]) expect(after.find((r) => r.id === row.id)!.version).toBe(response.body.versions[row.id]);
    for (const row of [a, b]) {
      const now = after.find((r) => r.id === row.id)!;
      // the field sent, and nothing else
      expect(now).toMatchObject({ comment: 'Schlüssel beim Hausmeister', name: row.name, address: row.address });
    }
    expect(after.find((r) => r.id === stale.id)).toMatchObject({ comment: 'von Anna' });
    const audits = (await auditsOf(rows.map((row) => row.id))).slice(before.length);
    expect(audits.map((audit) => audit.entityId).sort()).toEqual([a.id, b.id].sort());
  });

  it('changes course types by the fields sent, a boolean and a number, leaving the others', async () => {
    const rows = (await list('course-types')).slice(0, 2);
    const response = await editMany('course-types', {
      ids: rows.map((row) => row.id),
      data: { followUpDays: 14, traineesCount: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.refused).toEqual([]);
    const after = await list('course-types');
    for (const row of rows) {
      expect(after.find((r) => r.id === row.id)).toMatchObject({
        followUpDays: 14,
        traineesCount: true,
        name: row.name,
        maxParticipants: row.maxParticipants,
      });
    }
  });

  it('refuses a row of another organisation as not found, without telling it exists, and saves the own', async () => {
    const [own] = await list('venues');
    const [foreign] = await list('venues', sued);
    const response = await editMany('venues', { ids: [own.id, foreign.id], data: { address: 'Hafenstraße 1' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [own.id],
      refused: [{ id: foreign.id, code: 'NOT_FOUND', message: 'Not found' }],
      versions: { [own.id]: expect.any(String) },
    });
    // the same answer as for an id that does not exist
    const missing = '00000000-0000-4000-8000-000000000000';
    const none = await editMany('venues', { ids: [own.id, missing], data: { address: 'Hafenstraße 1' } });
    expect(none.body.refused).toEqual([{ id: missing, code: 'NOT_FOUND', message: 'Not found' }]);
    expect((await list('venues', sued)).find((r) => r.id === foreign.id)).toMatchObject({ address: foreign.address });
    // only rows he cannot reach: 404, as for one
    const alone = await editMany('venues', { ids: [foreign.id], data: { address: 'Hafenstraße 1' } });
    expect(alone.status).toBe(404);
    expect(alone.body).not.toHaveProperty('refused');
  });

  it('refuses a deleted row with its reason', async () => {
    const [row] = await list('venues');
    expect((await t.call('DELETE', `venues/${row.id}`, { token: its })).status).toBe(200);
    const response = await editMany('venues', { ids: [row.id], data: { comment: 'x' } });
    expect(response.body).toEqual({
      data: [],
      refused: [{ id: row.id, code: 'DELETED', message: 'Deleted records cannot be changed.' }],
      versions: {},
    });
    await t.call('POST', `venues/${row.id}/restore`, { token: its });
  });

  it('answers bad input 400 naming the field and writes nothing', async () => {
    const rows = await list('course-types');
    const ids = rows.slice(0, 2).map((row) => row.id);
    const count = (await auditsOf(ids)).length;
    const cases: [unknown, string][] = [
      [{ ids, data: { followUpDays: -1 } }, 'data.followUpDays'],
      [{ ids, data: { maxParticipants: 'viele' } }, 'data.maxParticipants'],
      // a field declared, but not for several records at once (a unique name)
      [{ ids, data: { name: 'Alle gleich' } }, 'data.name'],
      [{ ids, data: {} }, 'data'],
      [{ ids: ['kein-uuid'], data: { followUpDays: 1 } }, 'ids.0'],
    ];
    for (const [body, field] of cases) {
      const response = await editMany('course-types', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
      expect(Object.keys(response.body.errors)).toContain(field);
    }
    expect((await auditsOf(ids)).length).toBe(count);
    expect(await list('course-types')).toEqual(rows);
  });

  it('undoes a change with undo=true: each row gets its values back on the version the change gave it, audited as undo', async () => {
    const rows = (await list('venues')).slice(0, 3);
    const [a, b, later] = rows;
    const ids = rows.map((row) => row.id);
    const saved = await editMany('venues', { ids, data: { comment: 'Vorübergehend' }, versions: versionsOf(rows) });
    expect(saved.body.data).toEqual(ids);
    // someone else changes the third after the change
    await t.call('PATCH', `venues/${later.id}`, { token: its, body: { comment: 'von Susanne' } });
    const undone = await Promise.all(
      rows.map((row) =>
        t.call('POST', 'venues/update-many?partial=true&undo=true', {
          token: its,
          body: { ids: [row.id], data: { comment: row.comment }, versions: { [row.id]: saved.body.versions[row.id] } },
        }),
      ),
    );
    expect(undone.map((answer) => answer.body.data)).toEqual([[a.id], [b.id], []]);
    expect(undone[2].body.refused).toMatchObject([{ id: later.id, code: 'CHANGED_MEANWHILE' }]);
    const after = await list('venues');
    expect(after.find((row) => row.id === a.id)!.comment).toBe(a.comment);
    expect(after.find((row) => row.id === b.id)!.comment).toBe(b.comment);
    expect(after.find((row) => row.id === later.id)!.comment).toBe('von Susanne');
    const audits = await t.db
      .selectFrom('auditLog')
      .select(['entityId', 'after'])
      .where('entityId', 'in', ids)
      .where('action', '=', 'undo')
      .execute();
    expect(audits.map((audit) => audit.entityId).sort()).toEqual([a.id, b.id].sort());
  });

  it('keeps the stock answer without the parameter: an array of ids, all or none', async () => {
    const rows = (await list('venues')).slice(0, 2);
    const response = await t.call('POST', 'venues/update-many', {
      token: its,
      body: { ids: rows.map((row) => row.id), data: { comment: 'alle' } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(rows.map((row) => row.id));
    const refused = await t.call('POST', 'venues/update-many?partial=vielleicht', {
      token: its,
      body: { ids: rows.map((row) => row.id), data: { comment: 'alle' } },
    });
    expect(refused.status).toBe(400);
  });

  it('offers no bulk edit where the resource declares none', async () => {
    const response = await t.call('POST', 'disciplines/update-many?partial=true', {
      token: await t.login('itc@example.com'),
      body: { ids: ['00000000-0000-4000-8000-000000000000'], data: { name: 'x' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty(['data.name']);
  });
});

/** The list's grid (issue 28.2/3): each row its own values and version, in one request. */
describe('update-many?partial=true with rows', () => {
  it('saves each row its own values, refuses a row changed meanwhile and one of another organisation', async () => {
    const [a, b, stale] = (await list('venues')).slice(0, 3);
    const [foreign] = await list('venues', sued);
    expect((await t.call('PATCH', `venues/${stale.id}`, { token: its, body: { comment: 'von Anna' } })).status).toBe(
      200,
    );
    const before = await auditsOf([a.id, b.id, stale.id]);
    const response = await editMany('venues', {
      rows: [
        { id: a.id, version: a.version, data: { address: 'Am Markt 1' } },
        { id: stale.id, version: stale.version, data: { comment: 'Grid' } },
        { id: b.id, version: b.version, data: { address: 'Am Markt 2', comment: 'Zweiter' } },
        { id: foreign.id, version: foreign.version, data: { comment: 'fremd' } },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [a.id, b.id],
      refused: [
        { id: stale.id, code: 'CHANGED_MEANWHILE', message: 'Someone else changed this record after you opened it.' },
        { id: foreign.id, code: 'NOT_FOUND', message: 'Not found' },
      ],
      versions: { [a.id]: expect.any(String), [b.id]: expect.any(String) },
    });
    const after = await list('venues');
    // the versions answered are those the rows have now (what an undo sends)
    expect(response.body.versions[a.id]).toBe(after.find((r) => r.id === a.id)!.version);
    expect(after.find((r) => r.id === a.id)).toMatchObject({ address: 'Am Markt 1', comment: a.comment });
    expect(after.find((r) => r.id === b.id)).toMatchObject({ address: 'Am Markt 2', comment: 'Zweiter' });
    expect(after.find((r) => r.id === stale.id)).toMatchObject({ comment: 'von Anna' });
    expect((await list('venues', sued)).find((r) => r.id === foreign.id)).toMatchObject({ comment: foreign.comment });
    const audits = (await auditsOf([a.id, b.id, stale.id])).slice(before.length);
    expect(audits.map((audit) => audit.entityId).sort()).toEqual([a.id, b.id].sort());
    // only rows he cannot reach: 404, as for one
    const alone = await editMany('venues', { rows: [{ id: foreign.id, data: { comment: 'fremd' } }] });
    expect(alone.status).toBe(404);
  });

  it('takes a save past the 64 kB other bodies are held to: hundreds of rows, or long texts', async () => {
    const [own] = await list('venues');
    const missing = Array.from({ length: 119 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    // a long comment in each row, two bytes a character in JSON
    const rows = [own.id, ...missing].map((id) => ({ id, data: { comment: `Zeile ${'·'.repeat(600)}` } }));
    expect(Buffer.byteLength(JSON.stringify({ rows }))).toBeGreaterThan(140_000);
    const response = await editMany('venues', { rows });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([own.id]);
    expect(response.body.refused).toHaveLength(119);
  });

  it('changes course types row by row, a number and a boolean, leaving the fields not sent', async () => {
    const [a, b] = (await list('course-types')).slice(0, 2);
    const response = await editMany('course-types', {
      rows: [
        { id: a.id, version: a.version, data: { followUpDays: 21 } },
        { id: b.id, version: b.version, data: { maxParticipants: 12, traineesCount: false } },
      ],
    });
    expect(response.body).toEqual({
      data: [a.id, b.id],
      refused: [],
      versions: { [a.id]: expect.any(String), [b.id]: expect.any(String) },
    });
    const after = await list('course-types');
    expect(after.find((r) => r.id === a.id)).toMatchObject({ followUpDays: 21, maxParticipants: a.maxParticipants });
    expect(after.find((r) => r.id === b.id)).toMatchObject({ maxParticipants: 12, traineesCount: false });
  });

  it('answers bad input 400 naming the row and field, and writes nothing', async () => {
    const rows = await list('course-types');
    const [a, b] = rows;
    const count = (await auditsOf([a.id, b.id])).length;
    const cases: [unknown, string, string?][] = [
      [
        {
          rows: [
            { id: a.id, data: { followUpDays: 3 } },
            { id: b.id, data: { followUpDays: -1 } },
          ],
        },
        'rows.1.data.followUpDays',
      ],
      [{ rows: [{ id: a.id, data: { name: 'Neu' } }] }, 'rows.0.data.name'],
      [{ rows: [{ id: a.id, data: {} }] }, 'rows.0.data'],
      [{ rows: [{ id: 'kein-uuid', data: { followUpDays: 1 } }] }, 'rows.0.id'],
      [{ rows: [] }, 'rows'],
      [
        {
          rows: [
            { id: a.id, data: { followUpDays: 1 } },
            { id: a.id, data: { followUpDays: 2 } },
          ],
        },
        'rows.1.id',
      ],
      [{ rows: [{ id: a.id, data: { followUpDays: 1 } }], ids: [a.id] }, 'ids'],
      [{ versions: {} }, 'ids'],
      // rows only where each row is saved on its own
      [{ rows: [{ id: a.id, data: { followUpDays: 1 } }] }, 'partial', 'course-types/update-many'],
    ];
    for (const [body, field, path] of cases) {
      const response = path ? await t.call('POST', path, { token: its, body }) : await editMany('course-types', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
      expect(Object.keys(response.body.errors)).toContain(field);
    }
    expect((await auditsOf([a.id, b.id])).length).toBe(count);
    expect(await list('course-types')).toEqual(rows);
  });
});

/**
 * Issue 28.7: the rows of one save are written together (server/resources/writes/together.ts), a
 * few statements for all of them rather than some for each, by the rules a single write applies.
 */
describe('update-many?partial=true, rows written together', () => {
  const stacked = async () =>
    (
      await t.call(
        'GET',
        `participant-profiles?range=[0,49]&sort=${encodeURIComponent('["lastName","ASC"]')}&filter=${encodeURIComponent('{"qualification":"Stapel"}')}`,
        { token: its },
      )
    ).body as Row[];

  it('saves forty pasted rows with a few statements for all of them, one audit row each, and refuses one changed meanwhile', async () => {
    const [venue] = await list('venues');
    await t.db
      .insertInto('participantProfiles')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          organisationId: venue.organisationId as string,
          firstName: 'Paula',
          lastName: `Stapel ${String(i).padStart(2, '0')}`,
          qualification: 'Stapel',
        })),
      )
      .execute();
    const rows = await stacked();
    expect(rows).toHaveLength(40);
    const stale = rows[7];
    expect(
      (await t.call('PATCH', `participant-profiles/${stale.id}`, { token: its, body: { foodPreference: 'vegan' } }))
        .status,
    ).toBe(200);
    const sentBefore = statements.mock.calls.length;
    // two sets of fields: every other row sends the food preference too
    const response = await editMany('participant-profiles', {
      rows: rows.map((row, i) => ({
        id: row.id,
        version: row.version,
        data: { qualification: `Kurs ${i}`, ...(i % 2 ? { foodPreference: 'vegetarisch' } : {}) },
      })),
    });
    const sent = statements.mock.calls.length - sentBefore;
    const saved = rows.filter((row) => row !== stale);
    expect(response.body).toEqual({
      data: saved.map((row) => row.id),
      refused: [
        { id: stale.id, code: 'CHANGED_MEANWHILE', message: 'Someone else changed this record after you opened it.' },
      ],
      versions: Object.fromEntries(saved.map((row) => [row.id, expect.any(String)])),
    });
    // the session, the transaction, one locking read, an UPDATE per set of fields, one read back,
    // one audit INSERT (a row at a time took six each: 240)
    expect(sent).toBeLessThan(20);
    const now = await t.db
      .selectFrom('participantProfiles')
      .select(['id', 'qualification', 'foodPreference'])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const byId = new Map(now.map((row) => [row.id, row]));
    rows.forEach((row, i) =>
      expect(byId.get(row.id)).toEqual(
        row === stale
          ? { id: row.id, qualification: 'Stapel', foodPreference: 'vegan' }
          : { id: row.id, qualification: `Kurs ${i}`, foodPreference: i % 2 ? 'vegetarisch' : null },
      ),
    );
    const audits = await t.db
      .selectFrom('auditLog')
      .select(['entityId', 'before', 'after', 'organisationId'])
      .where(
        'entityId',
        'in',
        saved.map((row) => row.id),
      )
      .where('action', '=', 'update')
      .execute();
    expect(audits).toHaveLength(39);
    for (const audit of audits) {
      const i = rows.findIndex((row) => row.id === audit.entityId);
      expect(audit.before).toMatchObject({ id: audit.entityId, qualification: 'Stapel' });
      expect(audit.after).toMatchObject({ id: audit.entityId, qualification: `Kurs ${i}` });
      expect(audit.organisationId).toBe(venue.organisationId);
    }
    // the versions answered are those a read gives now (what an undo sends)
    for (const row of saved) {
      const one = await t.call('GET', `participant-profiles/${row.id}`, { token: its });
      expect(one.body.version).toBe(response.body.versions[row.id]);
    }
  });

  it('writes the rows one by one where the database refuses the statement for all of them, naming the row at fault', async () => {
    await sql`ALTER TABLE venues ADD CONSTRAINT venues_no_secret CHECK (comment IS DISTINCT FROM 'geheim') NOT VALID`.execute(
      t.db,
    );
    try {
      const [a, b, c] = (await list('venues')).slice(0, 3);
      const before = await auditsOf([a.id, b.id, c.id]);
      const response = await editMany('venues', {
        rows: [
          { id: a.id, version: a.version, data: { comment: 'offen' } },
          { id: b.id, version: b.version, data: { comment: 'geheim' } },
          { id: c.id, version: c.version, data: { comment: 'auch offen' } },
        ],
      });
      expect(response.body).toMatchObject({
        data: [a.id, c.id],
        refused: [{ id: b.id, code: 'VALIDATION' }],
      });
      const after = await list('venues');
      expect(after.find((row) => row.id === a.id)!.comment).toBe('offen');
      expect(after.find((row) => row.id === b.id)!.comment).toBe(b.comment);
      expect(after.find((row) => row.id === c.id)!.comment).toBe('auch offen');
      // one audit row more for each row written, none for the refused one
      const count = (audits: { entityId: string }[], id: string) => audits.filter((row) => row.entityId === id).length;
      const audited = await auditsOf([a.id, b.id, c.id]);
      expect([a.id, b.id, c.id].map((id) => count(audited, id) - count(before, id))).toEqual([1, 0, 1]);
    } finally {
      await sql`ALTER TABLE venues DROP CONSTRAINT venues_no_secret`.execute(t.db);
    }
  });
});
