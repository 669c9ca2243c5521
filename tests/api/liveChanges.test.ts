import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/**
 * Changes seen live (issue 23.4): GET /changes streams the changes of records the caller may
 * read as server-sent events, and answers them as JSON after an audit id. A user hears only of
 * records he may read: a site's coordinator of his own site's venues, not another site's.
 */
let t: TestApp;
let url: string;
let nord: string; // its@: Trainingszentrum Nord
let sued: string; // its.sued@: Trainingszentrum Süd
let admin: string;

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/v2/changes`;
  [nord, sued, admin] = await Promise.all(
    ['its@example.com', 'its.sued@example.com', 'admin@example.com'].map((email) => t.login(email)),
  );
});
afterAll(() => t.close());

interface Change {
  id: string;
  resource: string;
  recordId: string;
  action: string;
  byName: string | null;
}

/** A stream of one user's changes, read as they come; `until` waits for one that matches. */
async function stream(token: string, lastEventId?: string, from = url) {
  const controller = new AbortController();
  const response = await fetch(from, {
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const heard: Change[] = [];
  const waiting = new Set<() => void>();
  const ended = (async () => {
    let buffer = '';
    const decoder = new TextDecoder();
    try {
      for await (const piece of response.body!) {
        buffer += decoder.decode(piece as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) heard.push(JSON.parse(data.slice(6)) as Change);
          waiting.forEach((wake) => wake());
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    heard,
    close: () => controller.abort(),
    /** Resolves once the server ended the stream. */
    ended,
    async until(match: (change: Change) => boolean) {
      for (;;) {
        const found = heard.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => {
          waiting.add(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
}

const venueOf = async (site: string) =>
  (
    await t.db
      .selectFrom('venues as v')
      .innerJoin('organisations as o', 'o.id', 'v.organisationId')
      .select('v.id')
      .where('o.name', '=', site)
      .executeTakeFirstOrThrow()
  ).id;

describe('GET /changes', () => {
  it('streams a change to who may read the record, and to nobody else', async () => {
    const [nordStream, suedStream] = await Promise.all([stream(nord), stream(sued)]);
    const nordVenue = await venueOf('Trainingszentrum Nord');
    const suedVenue = await venueOf('Trainingszentrum Süd');
    expect((await t.call('PATCH', `venues/${nordVenue}`, { token: admin, body: { comment: 'von Anna' } })).status).toBe(
      200,
    );
    // then a change Süd may hear of: once it has, it would have heard of Nord's before it
    await t.call('PATCH', `venues/${suedVenue}`, { token: admin, body: { comment: 'auch von Anna' } });
    const heard = await nordStream.until((change) => change.recordId === nordVenue);
    expect(heard).toMatchObject({ resource: 'venues', action: 'update', byName: 'Anna Admin' });
    await suedStream.until((change) => change.recordId === suedVenue);
    expect(suedStream.heard.map((change) => change.recordId)).not.toContain(nordVenue);
    expect(nordStream.heard.map((change) => change.recordId)).not.toContain(suedVenue);
    nordStream.close();
    suedStream.close();
  });

  it('resumes after the last event a client had, and answers JSON for polling', async () => {
    const before = await t.call('GET', 'changes', { token: nord });
    expect(before.status).toBe(200);
    expect(before.body.changes).toEqual([]);
    const venue = await venueOf('Trainingszentrum Nord');
    await t.call('PATCH', `venues/${venue}`, { token: admin, body: { comment: 'verpasst' } });
    const polled = await t.call('GET', `changes?after=${before.body.last}`, { token: nord });
    expect(polled.body.changes).toMatchObject([{ resource: 'venues', recordId: venue, action: 'update' }]);
    expect(Number(polled.body.last)).toBeGreaterThan(Number(before.body.last));
    // nothing of Nord's for Süd
    expect((await t.call('GET', `changes?after=${before.body.last}`, { token: sued })).body.changes).toEqual([]);
    // a stream that reconnects with Last-Event-ID gets what it missed first
    const resumed = await stream(nord, before.body.last);
    expect(await resumed.until((change) => change.recordId === venue)).toMatchObject({ action: 'update' });
    resumed.close();
  });

  it('refuses a caller without a session and an id that is not one', async () => {
    expect((await t.call('GET', 'changes')).status).toBe(401);
    expect((await t.call('GET', 'changes?after=abc', { token: nord })).status).toBe(400);
    expect((await t.call('GET', 'changes', { token: nord, headers: { 'last-event-id': 'x' } })).status).toBe(400);
  });

  it('tells a form who else has its record open, and only whoever may read it can say so', async () => {
    const venue = await venueOf('Trainingszentrum Nord');
    const body = { resource: 'venues', recordId: venue };
    const lena = await t.call('PUT', 'changes/editing', { token: nord, body });
    expect(lena.body).toEqual({ editors: [] });
    const anna = await t.call('PUT', 'changes/editing', { token: admin, body });
    expect(anna.body.editors).toMatchObject([{ name: 'Lena Hoffmann' }]);
    expect((await t.call('PUT', 'changes/editing', { token: nord, body })).body.editors).toMatchObject([
      { name: 'Anna Admin' },
    ]);
    // another site's coordinator cannot even say he has it open
    expect((await t.call('PUT', 'changes/editing', { token: sued, body })).status).toBe(404);
    expect((await t.call('PUT', 'changes/editing', { token: nord, body: { ...body, resource: 'x' } })).status).toBe(
      404,
    );
    // Anna closes the form
    const query = `resource=venues&recordId=${venue}`;
    expect((await t.call('DELETE', `changes/editing?${query}`, { token: admin })).status).toBe(204);
    expect((await t.call('PUT', 'changes/editing', { token: nord, body })).body.editors).toEqual([]);
  });

  it('ends the open streams when the server shuts down', async () => {
    const open = await stream(nord);
    await t.app.close();
    await open.ended;
  });
});

describe('GET /changes fed by LISTEN/NOTIFY', () => {
  // polled once an hour: what arrives within the test came by notification
  let listening: TestApp;
  let at: string;
  beforeAll(async () => {
    listening = await testApp({}, { live: { listen: true, pollMs: 3_600_000 } });
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    at = `http://127.0.0.1:${(listening.app.server.address() as { port: number }).port}/api/v2/changes`;
  });
  afterAll(() => listening.close());

  /** A change of Nord's first venue by the admin, heard on a stream of Nord's coordinator. */
  async function heardAfterWrite(comment: string) {
    const [token, admin] = await Promise.all([
      listening.login('its@example.com'),
      listening.login('admin@example.com'),
    ]);
    const venue = (
      await listening.db
        .selectFrom('venues as v')
        .innerJoin('organisations as o', 'o.id', 'v.organisationId')
        .select('v.id')
        .where('o.name', '=', 'Trainingszentrum Nord')
        .executeTakeFirstOrThrow()
    ).id;
    const open = await stream(token, undefined, at);
    expect((await listening.call('PATCH', `venues/${venue}`, { token: admin, body: { comment } })).status).toBe(200);
    const heard = await open.until((change) => change.recordId === venue);
    open.close();
    return heard;
  }

  it('sends a change as its transaction commits, without waiting for a poll', async () => {
    expect(await heardAfterWrite('sofort')).toMatchObject({ resource: 'venues', action: 'update' });
  });

  it('listens again after its connection was cut, and hears the changes made meanwhile', async () => {
    const cut = await sql<{ cut: boolean }>`
      SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN record_changes'`.execute(listening.db);
    expect(cut.rows).toEqual([{ cut: true }]);
    expect(await heardAfterWrite('nach dem Abbruch')).toMatchObject({ resource: 'venues', action: 'update' });
  });
});
