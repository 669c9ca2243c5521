import type { FastifyInstance } from 'fastify';
import { DEFAULT_BODY_LIMIT } from './jsonBody';

/**
 * Requests with a body over the app's default limit, to a route that raises it (the CSV import:
 * up to 12.8 MB of JSON, some 30 MB of heap while its rows are planned, server/http/jsonRows.ts;
 * a grid's save of hundreds of rows) are taken one at a time per process. The next one waits before its body is read, so its bytes stay in the socket, not in
 * the heap: with the heap capped at 128 MB, two or three such bodies at once would end the process.
 */
const MAX_AT_ONCE = 1;

let running = 0;
const waiting: Array<() => void> = [];

function acquire(): Promise<void> {
  if (running < MAX_AT_ONCE) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

export function registerLargeBodyQueue(app: FastifyInstance) {
  app.addHook('preParsing', async (request, reply) => {
    if ((request.routeOptions.bodyLimit ?? 0) <= DEFAULT_BODY_LIMIT) return;
    // a body its length says is small does not wait (a grid's save of a few rows): a sender of
    // none (chunked) is taken as large
    const length = Number(request.headers['content-length'] ?? Number.POSITIVE_INFINITY);
    if (length <= DEFAULT_BODY_LIMIT) return;
    await acquire();
    // 'close' comes once the answer is sent or the connection is gone, also for a client that
    // gave up while waiting here
    if (reply.raw.closed) release();
    else reply.raw.once('close', release);
  });
}
