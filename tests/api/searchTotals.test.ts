import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/**
 * A search's total comes from its page where the page is not full (server/resources/rows/list.ts,
 * `searchedPage`), else from a count: both ways must give the same Content-Range.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('itc@example.com');
});
afterAll(() => t.close());

async function search(q: string, range: [number, number]) {
  const filter = encodeURIComponent(JSON.stringify({ scope: 'itc', q }));
  const response = await t.call('GET', `instructor-certificates?filter=${filter}&range=${JSON.stringify(range)}`, {
    token,
  });
  expect(response.status).toBe(200);
  const [, shown, total] = /^instructor-certificates (\S+)\/(\d+)$/.exec(String(response.headers['content-range']))!;
  return { ids: response.body.map((row: { id: string }) => row.id) as string[], shown, total: Number(total) };
}

describe('the total of a search', () => {
  it('is the same whether the page is full, not full, at its last row or past the end', async () => {
    // a full page of one row: the total is counted
    const counted = await search('e', [0, 0]);
    const total = counted.total;
    expect(total).toBeGreaterThan(2);
    const all = await search('e', [0, 999]);
    expect(all).toEqual({ ids: expect.any(Array), shown: `0-${total - 1}`, total });
    expect(all.ids).toHaveLength(total);
    expect(all.ids[0]).toBe(counted.ids[0]);
    expect(await search('e', [total - 1, total + 8])).toEqual({
      ids: [all.ids[total - 1]],
      shown: `${total - 1}-${total - 1}`,
      total,
    });
    expect(await search('e', [total, total + 9])).toEqual({ ids: [], shown: '*', total });
    expect(await search('e', [1, 1])).toEqual({ ids: [all.ids[1]], shown: '1-1', total });
  });

  it('is 0 for a search that finds nothing', async () => {
    expect(await search('zzqx', [0, 24])).toEqual({ ids: [], shown: '*', total: 0 });
    expect(await search('zzqx', [25, 49])).toEqual({ ids: [], shown: '*', total: 0 });
  });
});
