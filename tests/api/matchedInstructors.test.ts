import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructorMatches, matchedInstructors } from '../../server/areas/certification/queries';
import { wantsGeneric } from '../../server/db/prepared';
import { testApp, type TestApp } from './helper';

/**
 * A search for instructors reads its matches first and names them by id (`matchedInstructors`), so
 * that the list's statements are prepared; past a bound it keeps the match inside the statement.
 * Both ways must find the same rows as the match itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** The instructor profiles a condition built on `r.id` keeps. */
async function instructors(condition: ReturnType<typeof instructorMatches>) {
  const rows = await t.db.selectFrom('instructorProfiles as r').select('r.id').where(condition).execute();
  return rows.map((row) => row.id).sort();
}

describe('the matched instructors of a search', () => {
  it('find the rows the match finds, by their ids and past the bound alike', async () => {
    const texts = ['e', 'an', 'Müller', 'zzqx'];
    const found = [];
    for (const text of texts) {
      const direct = await instructors(instructorMatches('r.id', text));
      expect(await instructors(await matchedInstructors(t.db, 'r.id', text))).toEqual(direct);
      // a bound of 0 keeps every match that finds anyone inside the statement
      expect(await instructors(await matchedInstructors(t.db, 'r.id', text, 0))).toEqual(direct);
      found.push(direct.length);
    }
    expect(found[0]).toBeGreaterThan(found[1]);
    expect(found[1]).toBeGreaterThan(0);
    expect(found[3]).toBe(0);
  });

  it('are named by id up to the bound, and matched in the statement past it', async () => {
    const text = (condition: ReturnType<typeof instructorMatches>) => condition.compile(t.db).sql;
    expect(text(await matchedInstructors(t.db, 'r.instructorId', 'e'))).toMatch(
      /= ANY \(\$1::uuid\[\]\) \/\* few ids \*\//,
    );
    expect(text(await matchedInstructors(t.db, 'r.instructorId', 'e', 0))).toMatch(/ IN \(select/);
  });

  it('leave the list statement prepared on the connections that ran it', async () => {
    const token = await t.login('itc@example.com');
    const statuses = await Promise.all(
      ['e', 'an', 'a', 'er', 'in', 'ma', 'ch', 'el'].map(async (q) => {
        const filter = encodeURIComponent(JSON.stringify({ scope: 'itc', q }));
        return (await t.call('GET', `instructor-certificates?filter=${filter}&range=[0,4]`, { token })).status;
      }),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    // the test's database shares the server's pool: asked on several connections at once
    const counts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%few ids%'`.execute(t.db);
        return rows[0].n;
      }),
    );
    expect(Math.max(...counts)).toBeGreaterThan(0);
  });
});

describe('the plan of a statement holding ids', () => {
  const few = '"r"."id" = ANY ($1::uuid[]) /* few ids */';
  it('is generic for marked arrays of ids only', () => {
    expect(wantsGeneric(`select 1 where ${few}`, [['a', 'b']])).toBe(true);
    expect(wantsGeneric(`select 1 where ${few} and x = $2`, [['a'], 'b'])).toBe(true);
    // an unmarked array beside the marked one: a plan for its values
    expect(wantsGeneric(`select 1 where ${few} and y = ANY ($2)`, [['a'], ['b']])).toBe(false);
    expect(wantsGeneric('select 1 where y = ANY ($1)', [['b']])).toBe(false);
    expect(wantsGeneric('select 1 where y = $1', [['b']])).toBe(false);
    expect(wantsGeneric('select 1 where y = $1', ['b'])).toBe(true);
    expect(
      wantsGeneric(
        'select 1',
        Array.from({ length: 40 }, () => 'x'),
      ),
    ).toBe(false);
  });
});
