import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { mockApi } from './msw';

const server = mockApi();

/** The Idempotency-Key header of every request that reaches the API, by method. */
function keys() {
  const seen: { method: string; key: string | null }[] = [];
  server.use(
    http.all('*/api/*', ({ request }) => {
      seen.push({ method: request.method, key: request.headers.get('idempotency-key') });
      return HttpResponse.json({ id: '1', name: 'X' }, { headers: { 'content-range': 'venues 0-0/1' } });
    }),
  );
  return seen;
}

describe('Idempotency-Key on creates', () => {
  it('sends a new key with each create, so the server can answer a retry of it once', async () => {
    const seen = keys();
    await dataProvider.create('venues', { data: { name: 'X' } });
    await dataProvider.create('venues', { data: { name: 'X' } });
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0].key).not.toBe(seen[1].key);
  });

  it('sends none with reads and changes', async () => {
    const seen = keys();
    await dataProvider.getOne('venues', { id: '1' });
    await dataProvider.update('venues', { id: '1', data: { name: 'Y' }, previousData: { id: '1' } });
    expect(seen).toEqual([
      { method: 'GET', key: null },
      { method: 'PATCH', key: null },
    ]);
  });
});
