import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

// The session lookup runs as a prepared statement with a generic plan after a few calls: it must
// still read the user's current row on every request (issue 17: cheaper without losing revocation).
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** More calls than connections times PostgreSQL's five custom plans: every connection is on its generic plan. */
const CALLS = 60;

async function listVenues(token: string) {
  const statuses = await Promise.all(
    Array.from({ length: CALLS }, () => t.call('GET', 'venues?range=[0,9]', { token }).then((r) => r.status)),
  );
  return new Set(statuses);
}

describe('the prepared session lookup', () => {
  it('is a named statement on the connections that ran it', async () => {
    const token = await t.login('its@example.com');
    expect(await listVenues(token)).toEqual(new Set([200]));
    // asked on several connections at once: those that ran the lookup hold it, once each
    const counts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%session_version%'`.execute(t.db);
        return rows[0].n;
      }),
    );
    expect(counts).toContain(1);
    expect(Math.max(...counts)).toBe(1);
  });

  it('refuses a token at once when the session version rises, on every connection', async () => {
    const token = await t.login('its.sued@example.com');
    expect(await listVenues(token)).toEqual(new Set([200]));
    await t.db
      .updateTable('users')
      .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1) }))
      .where('email', '=', 'its.sued@example.com')
      .execute();
    expect(await listVenues(token)).toEqual(new Set([401]));
  });

  it('sees a feature taken away on the next request', async () => {
    const token = await t.login('its@example.com');
    expect(await listVenues(token)).toEqual(new Set([200]));
    const user = await t.userId('its@example.com');
    await t.db.deleteFrom('userFeatures').where('userId', '=', user).execute();
    expect(await listVenues(token)).toEqual(new Set([403]));
  });
});

describe('the reads planned once per connection', () => {
  /**
   * The statements prepared on every connection of the app's pool (ten, tests/support/testDatabase.ts):
   * ten probes that each hold their connection for a moment cannot share one.
   */
  async function preparedStatements() {
    const seen = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { rows } = await sql<{ statement: string }>`
          SELECT statement FROM pg_prepared_statements, pg_sleep(0.2) WHERE NOT from_sql`.execute(t.db);
        return rows.map((row) => row.statement);
      }),
    );
    return new Set(seen.flat());
  }

  it('names a list’s page and count, and leaves a search by pattern and a write unnamed', async () => {
    // (its@example.com lost his features above)
    const token = await t.login('its.sued@example.com');
    expect(await listVenues(token)).toEqual(new Set([200]));
    const search = await t.call('GET', `venues?filter=${encodeURIComponent('{"q":"Harburg"}')}`, { token });
    expect(search.status).toBe(200);
    expect((await t.call('POST', 'venues', { token, body: { name: 'Benannt' } })).status).toBe(201);
    const statements = [...(await preparedStatements())];
    expect(statements.some((text) => /^select .* from "venues"/i.test(text) && /limit \$\d+/.test(text))).toBe(true);
    expect(statements.some((text) => /^select count\(\*\)/i.test(text) && text.includes('"venues"'))).toBe(true);
    expect(statements.filter((text) => / i?like /i.test(text))).toEqual([]);
    expect(statements.filter((text) => !/^select /i.test(text))).toEqual([]);
  });

  it('plans reads of a few values generically, of arrays for their values, and writes a search’s pattern as a literal', async () => {
    const token = await t.login('its.sued@example.com');
    // the test's own Kysely runs on a pool prepared as the app's (tests/support/testDatabase.ts)
    const mode = async (query: ReturnType<typeof sql<{ mode: string }>>) => (await query.execute(t.db)).rows[0].mode;
    for (let i = 0; i < 3; i++) {
      expect(await mode(sql`SELECT current_setting('plan_cache_mode') AS mode WHERE ${1} = 1`)).toBe(
        'force_generic_plan',
      );
      // an array of unknown length: planned for its values, as the import's reads
      expect(await mode(sql`SELECT current_setting('plan_cache_mode') AS mode WHERE 'a' = ANY (${['a']})`)).toBe(
        'auto',
      );
    }
    // a rollback undoes a switch made inside its transaction: the next statement switches again
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT current_setting('plan_cache_mode') AS mode WHERE ${1} = 1`.execute(trx);
        await sql`SELECT current_setting('plan_cache_mode') AS mode WHERE 'a' = ANY (${['a']})`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await mode(sql`SELECT current_setting('plan_cache_mode') AS mode WHERE 'a' = ANY (${['a']})`)).toBe('auto');
    expect(await mode(sql`SELECT current_setting('plan_cache_mode') AS mode WHERE ${1} = 1`)).toBe(
      'force_generic_plan',
    );
    const name = `Raum O'Neill \\ 5_%`;
    expect((await t.call('POST', 'venues', { token, body: { name } })).status).toBe(201);
    const search = (q: string) =>
      t.call('GET', `venues?filter=${encodeURIComponent(JSON.stringify({ q }))}`, { token }).then((r) => {
        expect(r.status).toBe(200);
        return r.body.map((venue: { name: string }) => venue.name);
      });
    expect(await search(`o'neill \\ 5_%`)).toEqual([name]);
    expect(await search(`O'Neill \\\\`)).toEqual([]);
    expect(await search(`O''Neill`)).toEqual([]);
  });

  it('answers one 503 per server when a migration changed the columns of a named read, and the next call plans afresh', async () => {
    const token = await t.login('its.sued@example.com');
    expect(await listVenues(token)).toEqual(new Set([200]));
    await sql`ALTER TABLE venues ADD COLUMN stale_probe integer`.execute(t.db);
    try {
      const first = await listVenues(token);
      expect([...first].every((status) => status === 200 || status === 503)).toBe(true);
      expect(await listVenues(token)).toEqual(new Set([200]));
    } finally {
      await sql`ALTER TABLE venues DROP COLUMN stale_probe`.execute(t.db);
    }
    const after = await listVenues(token);
    expect([...after].every((status) => status === 200 || status === 503)).toBe(true);
    expect(await listVenues(token)).toEqual(new Set([200]));
  });
});
