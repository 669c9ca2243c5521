import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClusterPassword } from '../../server/db/clusterPassword';
import { freePort } from '../support/freePort';
import { exited, loginAs, startServerProcess, stopServerProcess } from '../support/serverProcess';

/**
 * The real server (npm start's entry) on its own embedded PostgreSQL: killed with -9 during a
 * burst of writes (venues, courses with trainers, workflow steps, each with its audit row) it
 * comes back with every acknowledged write and no half-written one; SIGTERM lets the requests in
 * flight finish.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-crash-'));
fs.chmodSync(dataDir, 0o755);
let port: number;
let pgPort: number;
let server: ChildProcess | undefined;

async function start() {
  server = await startServerProcess(port, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
}

const token = () => loginAs(`http://127.0.0.1:${port}`, 'its@example.com');

interface Ids {
  courseType: string;
  venue: string;
  instructor: string;
}

/**
 * Writes from parallel clients until stopped, each named `${prefix}-<n>`, in turn: a venue, a
 * course with two trainers (customer = the name), and the first workflow step (NEW to PLANNING)
 * of a course the same client created (named `step-<course id>`).
 */
function burst(bearer: string, prefix: string, ids: Ids, clients = 8) {
  let running = true;
  const acknowledged: string[] = [];
  const sent: string[] = [];
  /** Every HTTP answer by name: 2xx, or 503 from a server that is closing. */
  const answers = new Map<string, number>();
  const sentAt = new Map<string, number>();
  let n = 0;
  const post = (path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}/api/v2/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
    });
  const done = Promise.all(
    Array.from({ length: clients }, async () => {
      const toStep: string[] = [];
      while (running) {
        const i = n++;
        const stepOf = i % 3 === 2 ? toStep.shift() : undefined;
        const name = stepOf ? `step-${stepOf}` : `${prefix}-${i}`;
        sent.push(name);
        sentAt.set(name, Date.now());
        try {
          const response = stepOf
            ? await post(`courses/${stepOf}/status`, { status: 'PLANNING' })
            : i % 3 === 1
              ? await post('courses', {
                  courseTypeId: ids.courseType,
                  venueId: ids.venue,
                  startDate: '2027-03-01',
                  customer: name,
                  trainers: [
                    { instructorProfileId: ids.instructor, instructorType: 'instructor', origin: 'own_organisation' },
                    { instructorType: 'trainee', origin: 'free_text', name: 'Hanna Gast' },
                  ],
                })
              : await post('venues', { name });
          answers.set(name, response.status);
          if (response.ok) acknowledged.push(name);
          if (response.status === 201 && i % 3 === 1) toStep.push(((await response.json()) as { id: string }).id);
        } catch {
          // the server went away: this write was not acknowledged
        }
      }
    }),
  );
  return { acknowledged, sent, answers, sentAt, stop: async () => ((running = false), done) };
}

/** What the burst needs of the demo data: Nord's course type, venue and an instructor. */
async function demoIds(): Promise<Ids> {
  const db = await database();
  try {
    const one = async (text: string) => (await db.query(text)).rows[0].id as string;
    const nord = `(SELECT id FROM organisations WHERE name = 'Trainingszentrum Nord')`;
    return {
      courseType: await one(`SELECT id FROM course_types WHERE organisation_id = ${nord} AND NOT deleted LIMIT 1`),
      venue: await one(`SELECT id FROM venues WHERE organisation_id = ${nord} AND NOT deleted LIMIT 1`),
      instructor: await one(
        `SELECT id FROM instructor_profiles WHERE organisation_id = ${nord} AND NOT deleted LIMIT 1`,
      ),
    };
  } finally {
    await db.end();
  }
}

async function database() {
  const client = new pg.Client({
    connectionString: `postgres://postgres:${readClusterPassword(path.join(dataDir, 'db'))}@127.0.0.1:${pgPort}/certadmin`,
  });
  await client.connect();
  return client;
}

beforeAll(async () => {
  [port, pgPort] = [await freePort(), await freePort()];
  await start();
}, 90_000);
afterAll(async () => {
  await stopServerProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('crash and shutdown', () => {
  it('keeps every acknowledged write and no half-written one after kill -9', async () => {
    const writes = burst(await token(), 'crash', await demoIds());
    // killed once every kind of write was acknowledged (a fixed 3 s got no step through on a busy machine)
    await expect
      .poll(
        () =>
          writes.acknowledged.some((name) => name.startsWith('step-')) && writes.acknowledged.length > 10 ? 'some' : '',
        { timeout: 60_000 },
      )
      .toBe('some');
    server!.kill('SIGKILL');
    await writes.stop();
    await exited(server!);
    // every kind of write was acknowledged before the kill
    expect(writes.acknowledged.filter((name) => name.startsWith('step-')).length).toBeGreaterThan(0);
    expect(writes.acknowledged.length).toBeGreaterThan(10);

    await start();
    const db = await database();
    try {
      const audited = async (entity: string, action: string) =>
        new Set(
          (
            await db.query(`SELECT entity_id FROM audit_log WHERE entity = $1 AND action = $2`, [entity, action])
          ).rows.map((r) => r.entity_id as string),
        );
      const venues = (await db.query(`SELECT id, name FROM venues WHERE name LIKE 'crash-%'`)).rows as {
        id: string;
        name: string;
      }[];
      const courses = (
        await db.query(
          `SELECT c.id, c.customer AS name, c.status, (SELECT count(*)::int FROM course_trainers t WHERE t.course_id = c.id) AS trainers FROM courses c WHERE c.customer LIKE 'crash-%'`,
        )
      ).rows as { id: string; name: string; status: string; trainers: number }[];
      const stored = new Set([...venues, ...courses].map((row) => row.name));
      const planned = new Set(courses.filter((c) => c.status === 'PLANNING').map((c) => `step-${c.id}`));
      // every acknowledged write is there: venues and courses by name, steps by the course's status
      expect(writes.acknowledged.filter((name) => !stored.has(name) && !planned.has(name))).toEqual([]);
      // nothing that was never sent
      expect([...stored, ...planned].filter((name) => !writes.sent.includes(name))).toEqual([]);
      // no half-written record: each course with both trainers, each row and step with the audit row of its transaction
      expect(courses.filter((c) => c.trainers !== 2)).toEqual([]);
      const [venueAudit, courseAudit, stepAudit] = [
        await audited('venues', 'create'),
        await audited('courses', 'create'),
        await audited('courses', 'status'),
      ];
      expect(venues.filter((v) => !venueAudit.has(v.id))).toEqual([]);
      expect(courses.filter((c) => !courseAudit.has(c.id))).toEqual([]);
      expect(courses.filter((c) => c.status === 'PLANNING' && !stepAudit.has(c.id))).toEqual([]);
    } finally {
      await db.end();
    }
  }, 90_000);

  it('finishes the requests in flight on SIGTERM', async () => {
    const writes = burst(await token(), 'drain', await demoIds());
    // the signal comes once enough requests are surely in (on a busy machine that takes longer)
    await expect
      .poll(() => writes.sent.filter((name) => writes.sentAt.get(name)! < Date.now() - 100).length, { timeout: 30_000 })
      .toBeGreaterThan(10);
    const signalAt = Date.now();
    server!.kill('SIGTERM');
    const code = await exited(server!);
    await writes.stop();
    expect(code).toBe(0);
    // Every request the server had received before the signal got its answer: stored (201) or,
    // when it arrived as the server stopped listening, a 503 that tells the client to retry. A
    // request still on the wire at the signal may meet a closed port; 100 ms is ample for it to arrive.
    const received = writes.sent.filter((name) => writes.sentAt.get(name)! < signalAt - 100);
    expect(received.length).toBeGreaterThan(10);
    expect(received.filter((name) => ![200, 201, 503].includes(writes.answers.get(name) ?? 0))).toEqual([]);
    await start();
    const db = await database();
    try {
      const stored = new Set(
        (
          await db.query(
            `SELECT name FROM venues WHERE name LIKE 'drain-%' UNION ALL SELECT customer FROM courses WHERE customer LIKE 'drain-%'`,
          )
        ).rows.map((r) => r.name),
      );
      expect(writes.acknowledged.filter((name) => !name.startsWith('step-') && !stored.has(name))).toEqual([]);
    } finally {
      await db.end();
    }
  }, 90_000);
});
