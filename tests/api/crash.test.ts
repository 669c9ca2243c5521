import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { exited, loginAs, startServerProcess, stopServerProcess } from '../support/serverProcess';

/**
 * The real server (npm start's entry) on its own embedded PostgreSQL: killed with -9 during a
 * burst of writes it comes back with every acknowledged write and no half-written one; SIGTERM
 * lets the requests in flight finish.
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

/** Creates venues named `${prefix}-<n>` from parallel clients until stopped; returns the acknowledged names. */
function burst(bearer: string, prefix: string, clients = 8) {
  let running = true;
  const acknowledged: string[] = [];
  const sent: string[] = [];
  /** Every HTTP answer by name: 201, or 503 from a server that is closing. */
  const answers = new Map<string, number>();
  const sentAt = new Map<string, number>();
  let n = 0;
  const done = Promise.all(
    Array.from({ length: clients }, async () => {
      while (running) {
        const name = `${prefix}-${n++}`;
        sent.push(name);
        sentAt.set(name, Date.now());
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/v2/venues`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
            body: JSON.stringify({ name }),
          });
          answers.set(name, response.status);
          if (response.status === 201) acknowledged.push(name);
        } catch {
          // the server went away: this write was not acknowledged
        }
      }
    }),
  );
  return { acknowledged, sent, answers, sentAt, stop: async () => ((running = false), done) };
}

async function database() {
  const client = new pg.Client({ connectionString: `postgres://postgres:embedded@127.0.0.1:${pgPort}/certadmin` });
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
    const writes = burst(await token(), 'crash');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server!.kill('SIGKILL');
    await writes.stop();
    await exited(server!);
    expect(writes.acknowledged.length).toBeGreaterThan(10);

    await start();
    const db = await database();
    try {
      const venues = (await db.query(`SELECT id, name FROM venues WHERE name LIKE 'crash-%'`)).rows as { id: string; name: string }[];
      const stored = new Set(venues.map((v) => v.name));
      expect(writes.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      // nothing that was never sent, and each venue with the audit row of its transaction
      expect([...stored].filter((name) => !writes.sent.includes(name))).toEqual([]);
      const audited = (await db.query(`SELECT entity_id FROM audit_log WHERE entity = 'venues' AND action = 'create'`)).rows.map((r) => r.entity_id);
      expect(venues.filter((v) => !audited.includes(v.id))).toEqual([]);
    } finally {
      await db.end();
    }
  }, 90_000);

  it('finishes the requests in flight on SIGTERM', async () => {
    const writes = burst(await token(), 'drain');
    await new Promise((resolve) => setTimeout(resolve, 800));
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
    expect(received.filter((name) => ![201, 503].includes(writes.answers.get(name) ?? 0))).toEqual([]);
    await start();
    const db = await database();
    try {
      const stored = new Set((await db.query(`SELECT name FROM venues WHERE name LIKE 'drain-%'`)).rows.map((r) => r.name));
      expect(writes.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      await db.end();
    }
  }, 90_000);
});
