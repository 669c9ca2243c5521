import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCache } from '../../server/auth/sessionCache';
import { testApp, type TestApp } from './helper';

// A server keeps the sessions of readers while it hears every change of users, organisations and
// rights (server/auth/sessionCache.ts, migration 093). These tests change a user's row without its
// trigger firing (session_replication_role = replica) to see whether a request was answered from
// what the server kept, and with the trigger to see that a change reaches what it kept.

let t: TestApp;
let token: string;
let user: string;
beforeAll(async () => {
  // polled once an hour: the live changes play no part here
  t = await testApp({}, { live: { listen: true, pollMs: 3_600_000 } });
  token = await t.login('its@example.com');
  user = await t.userId('its@example.com');
});
afterAll(() => t.close());

const venues = (bearer = token) => t.call('GET', 'venues?range=[0,9]', { token: bearer }).then((r) => r.status);

/** Raises (or lowers) the user's session version without the trigger: no server hears of it. */
const unheardVersionChange = (by: number) =>
  t.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await trx
      .updateTable('users')
      .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', by) }))
      .where('id', '=', user)
      .execute();
  });

/** Waits until a read is answered from a kept session: the server's probe has come back. */
async function untilKept() {
  for (let attempt = 0; attempt < 100; attempt++) {
    expect(await venues()).toBe(200);
    await unheardVersionChange(1);
    const status = await venues();
    await unheardVersionChange(-1);
    if (status === 200) return;
    await sleep(50);
  }
  throw new Error('the server never kept a session');
}

/** Waits up to 5 s for a read to answer `status`. */
async function untilAnswers(status: number) {
  for (let attempt = 0; attempt < 100 && (await venues()) !== status; attempt++) await sleep(50);
  return venues();
}

describe('the sessions a server keeps', () => {
  it('answers a read from the kept session, and forgets it with any write of this server', async () => {
    await untilKept();
    await unheardVersionChange(1);
    // the version in the database no longer matches the token: only a kept session lets it through
    expect(await venues()).toBe(200);
    // a write always reads the session afresh
    expect((await t.call('POST', 'venues', { token, body: {} })).status).toBe(401);
    // and that write made the server forget: the next read reads it afresh as well
    expect(await venues()).toBe(401);
    await unheardVersionChange(-1);
    expect(await venues()).toBe(200);
  });

  it('hears a change of rights made elsewhere and reads the session again', async () => {
    await untilKept();
    const rights = await t.db.selectFrom('userFeatures').selectAll().where('userId', '=', user).execute();
    // a statement of another process: nothing passes through this server's routes
    await t.db.deleteFrom('userFeatures').where('userId', '=', user).execute();
    expect(await untilAnswers(403)).toBe(403);
    await t.db.insertInto('userFeatures').values(rights).execute();
    expect(await untilAnswers(200)).toBe(200);
  });

  it('hears a session ended elsewhere, and a change of the organisation', async () => {
    await untilKept();
    await t.db
      .updateTable('users')
      .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1) }))
      .where('id', '=', user)
      .execute();
    expect(await untilAnswers(401)).toBe(401);
    token = await t.login('its@example.com');
    await untilKept();
    const { organisationId } = await t.db
      .selectFrom('users')
      .select('organisationId')
      .where('id', '=', user)
      .executeTakeFirstOrThrow();
    // the venues module switched off for the site: its coordinator may no longer read them
    const { modules } = await t.db
      .selectFrom('organisations')
      .select('modules')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('organisations').set({ modules: [] }).where('id', '=', organisationId).execute();
    const status = await untilAnswers(403);
    await t.db.updateTable('organisations').set({ modules }).where('id', '=', organisationId).execute();
    expect(status).toBe(403);
  });

  it('keeps nothing while its listening connection hears another database', async () => {
    // notifications stay within their database: this one never hears the probe sent through the pool
    const elsewhere = new URL(t.url);
    elsewhere.pathname = '/postgres';
    const cache = sessionCache(t.db, elsewhere.toString(), t.app.log);
    const right = sessionCache(t.db, t.url, t.app.log);
    try {
      for (let attempt = 0; attempt < 100 && !right.keeping; attempt++) await sleep(50);
      expect(right.keeping).toBe(true);
      expect(cache.keeping).toBe(false);
    } finally {
      await Promise.all([cache.close(), right.close()]);
    }
  });
});
