import { randomUUID } from 'node:crypto';

/**
 * The application's own mixed load for the cluster test, with the bookkeeping of
 * tests/load/mixedLoad.test.ts: which creations and updates were acknowledged, which were sent.
 * Unlike autocannon it retries a request that failed (connection lost, 5xx) as a client would,
 * with the same Idempotency-Key, and notes when each failure happened.
 */
export interface Failure {
  at: number;
  what: string;
}

export interface Books {
  run: string;
  /** Names of creations acknowledged with 2xx, and every name ever sent. */
  createdVenues: Set<string>;
  createdParticipants: Set<string>;
  sentNames: Set<string>;
  /** Per target venue: the last acknowledged comment and the last one sent. */
  lastUpdate: Map<string, string>;
  lastSent: Map<string, string>;
  acknowledgedUpdates: number;
  /** Creations whose outcome the client never learnt (409: the first attempt is unanswered). */
  unknown: number;
  requests: number;
  failures: Failure[];
  /** Requests that took over a second to be answered (held while a server or the primary was replaced). */
  slow: Failure[];
  /** Lists that did not show the user's own change he had just made (must stay empty). */
  staleReads: string[];
}

export function newBooks(run: string): Books {
  return {
    run,
    createdVenues: new Set(),
    createdParticipants: new Set(),
    sentNames: new Set(),
    lastUpdate: new Map(),
    lastSent: new Map(),
    acknowledgedUpdates: 0,
    unknown: 0,
    requests: 0,
    failures: [],
    slow: [],
    staleReads: [],
  };
}

const list = (resource: string, query: Record<string, unknown>) =>
  `/api/v2/${resource}?${Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')}`;

type Outcome = { ok: true; body: unknown } | { ok: false; unknown: true };

/**
 * One request until it is answered: a failure (network, 5xx) is noted and retried after a short
 * pause, with the same Idempotency-Key for a create. 409 to a retried create means its first
 * attempt's outcome is unknown (it may or may not have been stored): the client gives up on it.
 */
async function send(
  books: Books,
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body: unknown,
  key: string | undefined,
  giveUp: () => boolean,
): Promise<Outcome> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    books.requests++;
    try {
      const response = await fetch(baseUrl + path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      if (Date.now() - started > 1000) books.slow.push({ at: started, what: `${Date.now() - started}` });
      if (response.ok) return { ok: true, body: text ? JSON.parse(text) : null };
      // a create whose key is taken by an unanswered attempt (ours, or the load balancer's resend):
      // its outcome is unknown, which the audit allows
      if (response.status === 409 && key) {
        books.unknown++;
        return { ok: false, unknown: true };
      }
      books.failures.push({ at: Date.now(), what: `${method} ${path.split('?')[0]} answered ${response.status}` });
      if (response.status < 500) return { ok: false, unknown: true };
    } catch (error) {
      books.failures.push({ at: Date.now(), what: `${method} ${path.split('?')[0]}: ${(error as Error).message}` });
    }
    // the load ends: what is still unanswered stays unknown, as a request in flight
    if (giveUp()) return { ok: false, unknown: true };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One simulated user: creates venues and participants, changes his own venue and reads lists
 * until `stopAt`. After each acknowledged change his next list must show it (read-your-writes on
 * the replica).
 */
export async function worker(
  books: Books,
  baseUrl: string,
  token: string,
  venue: string,
  index: string,
  stopAt: () => boolean,
) {
  const read = (path: string) => send(books, baseUrl, token, 'GET', path, undefined, undefined, stopAt);
  for (let i = 0; !stopAt(); i++) {
    const roll = i % 6;
    const name = `cluster-${books.run}-${index}-${i}`;
    if (roll === 0) {
      books.sentNames.add(name);
      const outcome = await send(
        books,
        baseUrl,
        token,
        'POST',
        '/api/v2/venues',
        { name, address: 'Clusterweg 1' },
        randomUUID(),
        stopAt,
      );
      if (outcome.ok) books.createdVenues.add(name);
    } else if (roll === 1) {
      books.sentNames.add(name);
      const outcome = await send(
        books,
        baseUrl,
        token,
        'POST',
        '/api/v2/participant-profiles',
        { firstName: 'Cluster', lastName: name },
        randomUUID(),
        stopAt,
      );
      if (outcome.ok) books.createdParticipants.add(name);
    } else if (roll === 2) {
      const comment = `update ${index}-${i}`;
      books.lastSent.set(venue, comment);
      const outcome = await send(
        books,
        baseUrl,
        token,
        'PATCH',
        `/api/v2/venues/${venue}`,
        { comment },
        undefined,
        stopAt,
      );
      if (!outcome.ok) continue;
      books.acknowledgedUpdates++;
      books.lastUpdate.set(venue, comment);
      // his next list shows his change, whichever instance and database answers it
      const answer = await read(list('venues', { filter: { id: [venue] } }));
      const rows = answer.ok ? (answer.body as { comment: string | null }[]) : [];
      if (answer.ok && rows[0]?.comment !== comment) {
        books.staleReads.push(`${venue}: ${rows[0]?.comment} instead of ${comment}`);
      }
    } else if (roll === 3) {
      await read(list('venues', { filter: { deleted: false }, sort: ['name', 'ASC'], range: [0, 24] }));
    } else if (roll === 4) {
      await read(list('participant-profiles', { sort: ['lastName', 'ASC'], range: [0, 24] }));
    } else {
      await read(list('courses', { filter: { scope: 'its' }, sort: ['startDate', 'DESC'], range: [0, 24] }));
    }
  }
}
