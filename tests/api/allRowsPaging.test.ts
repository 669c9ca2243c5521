import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/**
 * §9 "All" beyond one page (issue 25.13): the list screen asks for the rows in pages of at most
 * 1,000, so the pages must cover every row once in one order, even where the sort field is the same
 * for all of them; a larger page stays refused (400), never answered whole.
 */
let t: TestApp;
let its: string;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await testApp();
  its = await t.login('its@example.com');
  const { id: nord } = await t.db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Trainingszentrum Nord')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('venues')
    .values(
      Array.from({ length: 1500 }, (_, n) => ({
        organisationId: nord,
        name: `Halle ${n}`,
        address: 'Am Markt 1',
        comment: null,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const page = (range: [number, number]) =>
  t.call('GET', `venues?filter=${q({ q: 'Halle' })}&sort=${q(['address', 'ASC'])}&range=${q(range)}`, {
    token: its,
  });

describe('all rows in pages of 1,000', () => {
  it('cover every matching row once, in one order, though the sort field ties', async () => {
    const [first, second] = await Promise.all([page([0, 999]), page([1000, 1999])]);
    expect(first.status).toBe(200);
    expect(first.headers['content-range']).toBe('venues 0-999/1500');
    expect(second.headers['content-range']).toBe('venues 1000-1499/1500');
    const ids = [...first.body, ...second.body].map((row: { id: string }) => row.id);
    expect(new Set(ids).size).toBe(1500);
    // the same pages again come in the same order
    expect((await page([1000, 1999])).body.map((row: { id: string }) => row.id)).toEqual(ids.slice(1000));
  });

  it('refuses a page of more than 1,000 rows', async () => {
    const refused = await page([0, 1000]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ range: expect.any(String) });
  });
});
