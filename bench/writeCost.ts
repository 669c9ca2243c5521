import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { versionOf } from '../server/resources/rows/version';
import { venues as venueDefinition } from '../src/domain/resources/venues';
import type { Session } from './context';
import { cpuSnapshot, cpuSpent } from './cpu';
import type { Pids } from './pasteBench';

/** One way of writing, measured: requests/s, latency, and CPU ms per write of the server and PostgreSQL. */
export interface WriteMeasure {
  writes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  server: number;
  db: number;
}

export interface WriteCost {
  venues: number;
  unversioned: WriteMeasure;
  versioned: WriteMeasure;
  streamed: WriteMeasure;
  streams: number;
  /** What a version costs alone: versionOf of one venue as the API answers it, µs. */
  versionOfMicros: number;
  /** CPU ms per second the open streams cost the server and PostgreSQL while nobody writes. */
  idle: { server: number; db: number };
  /** Of the writes made while the streams were open, how many one stream heard, and how long after the last write it heard the last. */
  heard: { of: number; count: number; lagMs: number };
  loadAverage: number[];
}

interface Venue {
  id: string;
  token: string;
  version: string;
}

/**
 * Callers in parallel, each writing its own venues in turn (so that no two callers write one
 * venue and a version is never stale): a PATCH of the comment, with `If-Match` carrying the
 * version the last answer gave (as the app's forms send it) or without (a PATCH may go without,
 * docs/api.md). Counts the writes, their latencies and the CPU they cost.
 */
async function writeLoop(baseUrl: string, venues: Venue[], versioned: boolean, seconds: number, connections: number) {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      const own = venues.filter((_, i) => i % connections === worker);
      for (let i = 0; Date.now() < end; i++) {
        const venue = own[i % own.length];
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/v2/venues/${venue.id}`, {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${venue.token}`,
            ...(versioned ? { 'if-match': `"${venue.version}"` } : {}),
          },
          body: JSON.stringify({ comment: `Beamer geprüft (${++n})` }),
        });
        const body = (await response.json()) as { version?: string };
        if (response.ok && body.version) {
          latencies.push(performance.now() - started);
          venue.version = body.version;
        } else errors++;
      }
    }),
  );
  return { latencies, errors };
}

/** Several loops of one variant, their writes and CPU added up; `until` extends the CPU window (the streams' catch-up). */
class Tally {
  latencies: number[] = [];
  errors = 0;
  seconds = 0;
  server = 0;
  db = 0;

  async run(
    pids: Pids,
    seconds: number,
    loop: () => ReturnType<typeof writeLoop>,
    until?: (writes: number) => Promise<void>,
  ) {
    const before = [cpuSnapshot(pids.server), cpuSnapshot(pids.postgres)];
    const result = await loop();
    await until?.(result.latencies.length);
    this.server += cpuSpent(before[0], cpuSnapshot(pids.server));
    this.db += cpuSpent(before[1], cpuSnapshot(pids.postgres));
    this.latencies.push(...result.latencies);
    this.errors += result.errors;
    this.seconds += seconds;
  }

  get measure(): WriteMeasure {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const writes = Math.max(1, sorted.length);
    return {
      writes: sorted.length,
      rps: sorted.length / this.seconds,
      p50: at(0.5),
      p99: at(0.99),
      errors: this.errors,
      server: this.server / writes,
      db: this.db / writes,
    };
  }
}

/** A change stream as tests/load/eventStreams.test.ts opens it; `events` counts what it heard, `at` when it heard the last. */
async function openStream(baseUrl: string, token: string, signal: AbortSignal, counting: boolean) {
  const response = await fetch(`${baseUrl}/api/v2/changes`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal,
  });
  if (response.status !== 200) throw new Error(`a change stream answered ${response.status}`);
  const heard = { events: 0, at: 0 };
  const decoder = new TextDecoder();
  // read to the end, or the server's socket buffers would fill; only one stream counts its events
  void (async () => {
    let rest = '';
    for await (const piece of response.body!) {
      if (!counting) continue;
      const frames = (rest + decoder.decode(piece as Uint8Array, { stream: true })).split('\n\n');
      rest = frames.pop()!;
      const events = frames.filter((frame) => frame.startsWith('id: ')).length;
      if (events) Object.assign(heard, { events: heard.events + events, at: Date.now() });
    }
  })().catch(() => {});
  return heard;
}

/**
 * Issues 23.5 and 27.4: what the version check and the live-change stream add to a write. The
 * same writes (PATCH of a venue's comment, the venues of the 40 sites' coordinators, each caller
 * its own venues) three ways on one server: without a version, with `If-Match`, and with
 * `If-Match` while `streams` change streams are open as the internal administrator (who hears
 * every change: each write goes out to every stream, the most it can cost). The first two
 * alternate in halves (versioned, unversioned, unversioned, versioned) so that a busy machine's
 * drift falls on both alike. The streamed variant's CPU runs until one stream has heard every
 * write (the hub reads at most 200 changes a second). Values and audit rows are put back.
 */
export async function measureWriteCost(
  db: Kysely<Database>,
  baseUrl: string,
  sites: Session[],
  admin: Session,
  pids: Pids,
  seconds: number,
  connections: number,
  streams = 500,
): Promise<WriteCost> {
  const loadAverage = [os.loadavg()[0]];
  const lists = await Promise.all(
    sites.map(async (site) => {
      const response = await fetch(
        `${baseUrl}/api/v2/venues?filter=${encodeURIComponent('{"deleted":false}')}&range=${encodeURIComponent('[0,99]')}`,
        { headers: { authorization: `Bearer ${site.token}` } },
      );
      if (!response.ok) throw new Error(`the venues of a site answered ${response.status}`);
      return { site, rows: (await response.json()) as (Record<string, unknown> & { id: string; version: string })[] };
    }),
  );
  const venues: Venue[] = lists.flatMap(({ site, rows }) =>
    rows.map((row) => ({ id: row.id, token: site.token, version: row.version })),
  );
  const ids = venues.map((venue) => venue.id);
  const stored = await db.selectFrom('venues').select(['id', 'comment', 'updatedAt']).where('id', 'in', ids).execute();
  const since = new Date();
  const closing = new AbortController();
  try {
    // the version alone, in process: a hash of the row as read (what the check adds beside a string compare)
    const rows = lists.flatMap((list) => list.rows);
    const rounds = 20_000;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) versionOf({ definition: venueDefinition }, rows[i % rows.length]);
    const versionOfMicros = ((performance.now() - started) * 1000) / rounds;

    // a short warm-up of both ways, so that caches and JIT are as on a running server
    await writeLoop(baseUrl, venues, true, 2, connections);
    await writeLoop(baseUrl, venues, false, 2, connections);
    const versioned = new Tally();
    const unversioned = new Tally();
    const half = seconds / 2;
    for (const [tally, withVersion] of [
      [versioned, true],
      [unversioned, false],
      [unversioned, false],
      [versioned, true],
    ] as const)
      await tally.run(pids, half, () => writeLoop(baseUrl, venues, withVersion, half, connections));

    const counted = await openStream(baseUrl, admin.token, closing.signal, true);
    for (let i = 1; i < streams; i++) await openStream(baseUrl, admin.token, closing.signal, false);
    // what the open streams cost while nobody writes: the hub's query a second, per server
    const idleSeconds = 3;
    const idle0 = [cpuSnapshot(pids.server), cpuSnapshot(pids.postgres)];
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle = {
      server: cpuSpent(idle0[0], cpuSnapshot(pids.server)) / idleSeconds,
      db: cpuSpent(idle0[1], cpuSnapshot(pids.postgres)) / idleSeconds,
    };
    const streamed = new Tally();
    const heardBefore = counted.events;
    let ended = 0;
    await streamed.run(
      pids,
      seconds,
      async () => {
        const result = await writeLoop(baseUrl, venues, true, seconds, connections);
        ended = Date.now();
        return result;
      },
      async (writes) => {
        // until the stream heard every write, or 30 s more
        for (let i = 0; i < 300 && counted.events - heardBefore < writes; i++)
          await new Promise((resolve) => setTimeout(resolve, 100));
      },
    );
    loadAverage.push(os.loadavg()[0]);
    return {
      venues: venues.length,
      unversioned: unversioned.measure,
      versioned: versioned.measure,
      streamed: streamed.measure,
      streams,
      versionOfMicros,
      idle,
      heard: {
        of: streamed.measure.writes,
        count: counted.events - heardBefore,
        lagMs: Math.max(0, counted.at - ended),
      },
      loadAverage,
    };
  } finally {
    closing.abort();
    // the benchmark data as seeded: comments and change times back, the audit rows of the writes gone
    for (const row of stored)
      await db
        .updateTable('venues')
        .set({ comment: row.comment, updatedAt: row.updatedAt })
        .where('id', '=', row.id)
        .execute();
    await db
      .deleteFrom('auditLog')
      .where('entity', '=', 'venues')
      .where('entityId', 'in', ids)
      .where('createdAt', '>=', since)
      .execute();
    await sql`VACUUM ANALYZE venues, audit_log`.execute(db);
  }
}
