import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordChange } from '../../../src/domain/recordChanges';
import { listenToChanges, onRecordChange } from '../../../src/providers/liveChanges';
import { session } from '../../../src/providers/storage';
import { mockApi } from './msw';

/**
 * The browser's side of GET /changes: events read from the stream, and asking every two seconds
 * where a proxy holds the stream back (it stays silent). The server's side:
 * tests/api/liveChanges.test.ts.
 */
const server = mockApi();

/** An unsigned token good for an hour: the client only reads its expiry. */
const token = () =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.x`;

const change = (id: string): RecordChange => ({
  id,
  resource: 'venues',
  recordId: '7b3c2f3e-0000-4000-8000-000000000001',
  action: 'update',
  byId: null,
  byName: 'Jana Winter',
  at: '2026-11-27T12:00:00.000Z',
});

let listening: AbortController | undefined;
afterEach(() => {
  listening?.abort();
  session.clear();
});

function listen(firstBytesMs: number) {
  session.save(token(), Date.now() + 3_600_000);
  const heard: RecordChange[] = [];
  const stop = onRecordChange((c) => heard.push(c));
  listening = new AbortController();
  listening.signal.addEventListener('abort', stop);
  void listenToChanges(listening.signal, firstBytesMs);
  return heard;
}

describe('changes seen live', () => {
  it('reads the events of the stream and asks for nothing else', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v2/changes', ({ request }) => {
        asked.push(request.headers.get('accept') ?? '');
        const body = new ReadableStream({
          start(controller) {
            const text = `retry: 2000\n\nid: 12\ndata: ${JSON.stringify(change('12'))}\n\n`;
            controller.enqueue(new TextEncoder().encode(text));
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const heard = listen(5000);
    await vi.waitFor(() => expect(heard.map((c) => c.id)).toEqual(['12']));
    expect(asked).toEqual(['text/event-stream']);
  });

  it('asks every two seconds after the newest change where the stream stays silent', async () => {
    const polls: (string | null)[] = [];
    server.use(
      http.get('/api/v2/changes', ({ request }) => {
        if (request.headers.get('accept') === 'text/event-stream') {
          // a proxy that buffers: the answer never starts
          return new Promise<Response>(() => undefined);
        }
        const after = new URL(request.url).searchParams.get('after');
        polls.push(after);
        if (after === null) return HttpResponse.json({ last: '10', changes: [] });
        if (after === '10') return HttpResponse.json({ last: '11', changes: [change('11')] });
        return HttpResponse.json({ last: after, changes: [] });
      }),
    );
    const heard = listen(50);
    await vi.waitFor(() => expect(heard.map((c) => c.id)).toEqual(['11']), { timeout: 10_000 });
    expect(polls.slice(0, 2)).toEqual([null, '10']);
    await vi.waitFor(() => expect(polls.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(polls[2]).toBe('11');
  });
});
