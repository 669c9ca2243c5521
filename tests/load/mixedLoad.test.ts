import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClusterPassword } from '../../server/db/clusterPassword';
import { freePort } from '../support/freePort';
import { loginAs, startServerProcess, stopServerProcess } from '../support/serverProcess';

/**
 * 100 connections of mixed reads and writes against the real server for LOAD_SECONDS (60 by
 * default): on the embedded default, or on the PostgreSQL server of TEST_DATABASE_URL (CI runs
 * both). Afterwards every acknowledged write is in the database, and nothing that was never sent:
 * creations by name, updates by each connection's last value and by their audit rows. The
 * requests still in flight when the clients stop (at most one per connection) may or may not
 * have been stored; they are the only latitude.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 100;
const adminUrl = process.env.TEST_DATABASE_URL;
const run = randomBytes(3).toString('hex');

let port: number;
let server: ChildProcess | undefined;
let databaseUrl: string;
let dataDir: string | undefined;

beforeAll(async () => {
  port = await freePort();
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE load_${run}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/load_${run}`;
    databaseUrl = url.toString();
    server = await startServerProcess(port, { DATABASE_URL: databaseUrl });
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-load-'));
    fs.chmodSync(dataDir, 0o755);
    const pgPort = await freePort();
    server = await startServerProcess(port, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
    databaseUrl = `postgres://postgres:${readClusterPassword(path.join(dataDir, 'db'))}@127.0.0.1:${pgPort}/certadmin`;
  }
}, 120_000);

afterAll(async () => {
  await stopServerProcess(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS load_${run} WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);

interface Pending {
  kind: 'read' | 'create venue' | 'create participant' | 'update venue';
  name?: string;
  venue?: string;
}

const list = (resource: string, query: Record<string, unknown>) =>
  `/api/v2/${resource}?${Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')}`;

describe(`${CONNECTIONS} connections of mixed reads and writes (${adminUrl ? 'PostgreSQL' : 'embedded'})`, () => {
  it(
    'answers every request without error and loses no acknowledged write',
    async () => {
      const baseUrl = `http://127.0.0.1:${port}`;
      const [its, itc, instructor] = [
        await loginAs(baseUrl, 'its@example.com'),
        await loginAs(baseUrl, 'itc@example.com'),
        await loginAs(baseUrl, 'instructor@example.com'),
      ];
      // venues updated by one request at a time each: the last acknowledged value must be the stored one
      const targets: string[] = [];
      for (let i = 0; i < CONNECTIONS; i++) {
        const response = await fetch(`${baseUrl}/api/v2/venues`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${its}` },
          body: JSON.stringify({ name: `load-target-${run}-${i}` }),
        });
        expect(response.status).toBe(201);
        targets.push(((await response.json()) as { id: string }).id);
      }

      const reads = [
        { token: its, path: list('venues', { filter: { deleted: false }, sort: ['name', 'ASC'], range: [0, 24] }) },
        {
          token: its,
          path: list('courses', { filter: { scope: 'its' }, sort: ['startDate', 'DESC'], range: [0, 24] }),
        },
        { token: its, path: list('participant-profiles', { sort: ['lastName', 'ASC'], range: [0, 24] }) },
        {
          token: its,
          path: list('instructor-certificates', {
            filter: { scope: 'its' },
            sort: ['expiryDate', 'ASC'],
            range: [0, 24],
          }),
        },
        {
          token: itc,
          path: list('instructor-certificates', {
            filter: { scope: 'itc' },
            sort: ['createdAt', 'DESC'],
            range: [0, 24],
          }),
        },
        { token: itc, path: list('its-organisations', { sort: ['name', 'ASC'], range: [0, 24] }) },
        { token: instructor, path: '/api/v2/dashboard' },
        { token: instructor, path: list('instructor-certificates', { filter: { scope: 'my' }, range: [0, 24] }) },
      ];
      const createdVenues = new Set<string>();
      const createdParticipants = new Set<string>();
      const sentNames = new Set<string>();
      /** Per target venue: the last acknowledged and the last sent comment. */
      const lastUpdate = new Map<string, string>();
      const lastSent = new Map<string, string>();
      let sentUpdates = 0;
      const failures: string[] = [];
      let acknowledgedUpdates = 0;
      let n = 0;
      /** Target venues with no update in flight (autocannon resets its per-request context, so this is shared). */
      const idle = [...targets];

      const result = await autocannon({
        url: baseUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (request, context: { pending?: Pending }) => {
              const i = n++;
              const headers = { authorization: `Bearer ${its}`, 'content-type': 'application/json' };
              const roll = i % 10;
              if (roll === 0) {
                const name = `load-${run}-${i}`;
                sentNames.add(name);
                context.pending = { kind: 'create venue', name };
                return {
                  ...request,
                  method: 'POST',
                  path: '/api/v2/venues',
                  headers,
                  body: JSON.stringify({ name, address: 'Lastweg 1' }),
                };
              }
              if (roll === 1) {
                const name = `load-${run}-${i}`;
                sentNames.add(name);
                context.pending = { kind: 'create participant', name };
                return {
                  ...request,
                  method: 'POST',
                  path: '/api/v2/participant-profiles',
                  headers,
                  body: JSON.stringify({ firstName: 'Last', lastName: name }),
                };
              }
              if (roll === 2 && idle.length) {
                const venue = idle.pop()!;
                const comment = `update ${i}`;
                lastSent.set(venue, comment);
                sentUpdates++;
                context.pending = { kind: 'update venue', venue, name: comment };
                return {
                  ...request,
                  method: 'PATCH',
                  path: `/api/v2/venues/${venue}`,
                  headers,
                  body: JSON.stringify({ comment }),
                };
              }
              const read = reads[i % reads.length];
              context.pending = { kind: 'read' };
              return {
                ...request,
                method: 'GET',
                path: read.path,
                headers: { authorization: `Bearer ${read.token}` },
                body: undefined,
              };
            },
            onResponse: (status, _body, context: { pending?: Pending }) => {
              const pending = context.pending!;
              if (pending.kind === 'update venue') idle.push(pending.venue!);
              if (status >= 400) {
                failures.push(`${pending.kind} answered ${status}`);
                return;
              }
              if (pending.kind === 'create venue') createdVenues.add(pending.name!);
              if (pending.kind === 'create participant') createdParticipants.add(pending.name!);
              if (pending.kind === 'update venue') {
                acknowledgedUpdates++;
                lastUpdate.set(pending.venue!, pending.name!);
              }
            },
          },
        ],
      });

      expect(failures.slice(0, 10)).toEqual([]);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
      expect(createdVenues.size).toBeGreaterThan(0);
      expect(acknowledgedUpdates).toBeGreaterThan(0);

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const venues = new Set(
          (await db.query(`SELECT name FROM venues WHERE name LIKE $1`, [`load-${run}-%`])).rows.map(
            (r) => r.name as string,
          ),
        );
        const participants = new Set(
          (
            await db.query(`SELECT last_name FROM participant_profiles WHERE last_name LIKE $1`, [`load-${run}-%`])
          ).rows.map((r) => r.last_name as string),
        );
        // no acknowledged creation lost, none stored that was never sent, at most one unanswered per connection
        expect([...createdVenues].filter((name) => !venues.has(name))).toEqual([]);
        expect([...createdParticipants].filter((name) => !participants.has(name))).toEqual([]);
        expect([...venues, ...participants].filter((name) => !sentNames.has(name))).toEqual([]);
        expect(venues.size + participants.size - createdVenues.size - createdParticipants.size).toBeLessThanOrEqual(
          CONNECTIONS,
        );
        // each target venue holds its connection's last acknowledged comment, or the one still in flight
        const comments = new Map(
          (await db.query(`SELECT id, comment FROM venues WHERE id = ANY($1::uuid[])`, [targets])).rows.map((r) => [
            r.id as string,
            r.comment as string,
          ]),
        );
        expect(
          [...lastUpdate].filter(
            ([venue, comment]) => comments.get(venue) !== comment && comments.get(venue) !== lastSent.get(venue),
          ),
        ).toEqual([]);
        const audited = Number(
          (
            await db.query(
              `SELECT count(*) FROM audit_log WHERE entity = 'venues' AND action = 'update' AND entity_id = ANY($1::text[])`,
              [targets],
            )
          ).rows[0].count,
        );
        expect(audited).toBeGreaterThanOrEqual(acknowledgedUpdates);
        expect(audited).toBeLessThanOrEqual(sentUpdates);
        console.log(
          `load: ${result.requests.total} requests in ${SECONDS} s (${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms); ${createdVenues.size + createdParticipants.size} creations, ${acknowledgedUpdates} updates`,
        );
      } finally {
        await db.end();
      }
    },
    (SECONDS + 120) * 1000,
  );
});
