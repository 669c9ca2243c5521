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

  it('sends the same key again when the same create failed, and a new one once it succeeded', async () => {
    const seen: (string | null)[] = [];
    let answer = 0;
    server.use(
      http.post('*/api/v2/venues', ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        // the first answer is lost (the server did the create; the client saw a failure)
        return answer++ === 0
          ? HttpResponse.json({ code: 'BUSY', message: 'Busy' }, { status: 503 })
          : HttpResponse.json({ id: '1', name: 'Z' }, { status: 201 });
      }),
    );
    await expect(dataProvider.create('venues', { data: { name: 'Z' } })).rejects.toThrow();
    await dataProvider.create('venues', { data: { name: 'Z' } });
    await dataProvider.create('venues', { data: { name: 'Z' } });
    await dataProvider.create('venues', { data: { name: 'Z2' } });
    expect(seen).toHaveLength(4);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
    expect(new Set(seen.slice(1)).size).toBe(3);
  });

  it('sends a new key once the server said the first attempt’s outcome is unknown', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/api/v2/venues', ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        return seen.length === 1
          ? HttpResponse.json({ code: 'OUTCOME_UNKNOWN', message: 'Unknown' }, { status: 409 })
          : HttpResponse.json({ id: '1', name: 'U' }, { status: 201 });
      }),
    );
    await expect(dataProvider.create('venues', { data: { name: 'U' } })).rejects.toThrow();
    await dataProvider.create('venues', { data: { name: 'U' } });
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
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

describe('Idempotency-Key on workflow steps', () => {
  it('asks after a step whose answer was lost with the same key, and sends a new key for the next step', async () => {
    const seen: (string | null)[] = [];
    let answer = 0;
    server.use(
      http.post('*/api/v2/courses/7/status', ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        // the first answer never comes: the connection drops after the server did the step
        return answer++ === 0
          ? HttpResponse.error()
          : HttpResponse.json({ id: '7', status: 'PLANNING', version: 'v2' });
      }),
    );
    const step = () =>
      dataProvider.action('courses', { id: '7', name: 'status', data: { status: 'PLANNING' }, version: 'v1' });
    expect((await step()).data).toMatchObject({ status: 'PLANNING' });
    await step();
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });
});
