import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ApiError, onSlowAnswer, REQUEST_TIMEOUT } from '../../../src/providers/http';
import { session } from '../../../src/providers/storage';
import { mockApi } from './msw';

const server = mockApi();

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('api()', () => {
  it('sends the stored token as bearer header and unwraps the body', async () => {
    session.save('token-1', Date.now() + 60_000);
    server.use(
      http.get('*/api/v2/users/current-user', ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('authorization') }),
      ),
    );
    const { json } = await api<{ auth: string }>('users/current-user');
    expect(json.auth).toBe('Bearer token-1');
  });

  it('calls the older server generation when asked', async () => {
    server.use(http.get('*/api/v1/things', () => HttpResponse.json(['v1'])));
    expect((await api('things', { version: 'v1' })).json).toEqual(['v1']);
  });

  it('rejects a 401 with the server’s body', async () => {
    server.use(
      http.get('*/api/v2/x', () =>
        HttpResponse.json({ statusCode: 401, code: 'JWT_EXPIRED', message: 'Jwt expired' }, { status: 401 }),
      ),
    );
    const error = await failure(api('x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Jwt expired');
    expect(error.body.code).toBe('JWT_EXPIRED');
  });

  it('turns a 429 into the specification’s message with this host', async () => {
    server.use(
      http.get('*/api/v2/x', () =>
        HttpResponse.json({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: '...' }, { status: 429 }),
      ),
    );
    const error = await failure(api('x'));
    expect(error.message).toBe(
      `Too many requests from your adress. Try again in an hour or contat us at: support@${window.location.hostname}`,
    );
  });

  it('shows other HTTP errors as "code: message" and translates field errors', async () => {
    server.use(
      http.post('*/api/v2/x', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Please check the highlighted fields.',
            errors: { name: '200 characters maximum.' },
          },
          { status: 400 },
        ),
      ),
      http.get('*/api/v2/y', () => new HttpResponse('oops', { status: 502, statusText: 'Bad Gateway' })),
    );
    const validation = await failure(api('x', { method: 'POST', body: {} }));
    expect(validation.message).toBe('400: Please check the highlighted fields.');
    expect(validation.body.errors).toEqual({ name: '200 characters maximum.' });
    const gateway = await failure(api('y'));
    expect(gateway.message).toBe('502: Bad Gateway');
    expect(gateway.status).toBe(502);
  });

  it('names a network failure with error name and message', async () => {
    server.use(http.get('*/api/v2/x', () => HttpResponse.error()));
    const error = await failure(api('x'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^TypeError: /);
  });

  it('gives up after the request timeout', async () => {
    server.use(
      http.get('*/api/v2/slow', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const error = await failure(api('slow', { timeout: 50 }));
    expect(error.message).toBe('The server did not answer in time.');
    expect(error.code).toBe('TIMEOUT');
  });

  it('waits on for a read past the request timeout and says so once it passes it', async () => {
    server.use(
      http.get('*/api/v2/late', async () => {
        await delay(REQUEST_TIMEOUT + 300);
        return HttpResponse.json({ id: 'c1' });
      }),
    );
    let told = 0;
    const stop = onSlowAnswer(() => told++);
    try {
      const pending = api<{ id: string }>('late');
      await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT - 200));
      expect(told).toBe(0);
      expect((await pending).json).toEqual({ id: 'c1' });
      expect(told).toBe(1);
    } finally {
      stop();
    }
  });

  it('waits on for a write past the request timeout too, and gives an upload its own timeout', async () => {
    server.use(
      http.post('*/api/v2/late', async () => {
        await delay(REQUEST_TIMEOUT + 300);
        return HttpResponse.json({ id: 'c1' }, { status: 201 });
      }),
    );
    let told = 0;
    const stop = onSlowAnswer(() => told++);
    try {
      expect((await api('late', { method: 'POST', body: {} })).status).toBe(201);
      expect(told).toBe(1);
      const upload = await failure(api('late', { method: 'POST', body: new FormData(), timeout: 100 }));
      expect(upload.message).toBe('The server did not answer in time.');
      expect(told).toBe(1);
    } finally {
      stop();
    }
  });

  /** An answer that does not come: the handler waits until the client gives up. */
  const noAnswer = (request: Request) =>
    new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));

  it('asks a read that found no answer in all its patience once more, and answers what that one brings', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v2/lost', async ({ request }) => {
        asked += 1;
        if (asked === 1) await noAnswer(request);
        return HttpResponse.json({ id: 'c1' });
      }),
    );
    expect((await api<{ id: string }>('lost', { patience: 100 })).json).toEqual({ id: 'c1' });
    expect(asked).toBe(2);
  });

  it('says a read timed out when the second try finds no answer either, and never sends a write twice', async () => {
    const asked = { GET: 0, POST: 0 };
    const none = async ({ request }: { request: Request }) => {
      asked[request.method as 'GET' | 'POST'] += 1;
      await noAnswer(request);
      return HttpResponse.json({});
    };
    server.use(http.get('*/api/v2/gone', none), http.post('*/api/v2/gone', none));
    const read = await failure(api('gone', { patience: 100 }));
    expect(read.code).toBe('TIMEOUT');
    expect(asked.GET).toBe(2);
    const write = await failure(api('gone', { method: 'POST', body: {}, patience: 100 }));
    expect(write.code).toBe('TIMEOUT');
    expect(asked.POST).toBe(1);
  });
});
