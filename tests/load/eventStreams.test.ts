import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { loginAs, startServerProcess, stopServerProcess } from '../support/serverProcess';

/**
 * 500 open change streams (GET /changes, issue 23.4) on the real server with its heap capped as
 * `npm start` caps it: the process stays within its memory budget (250 MB) and one change reaches
 * every stream. Prints the memory before and after and how long the change took to reach the last.
 */
const STREAMS = Number(process.env.STREAMS ?? 500);
const RSS_BUDGET_MB = 250;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-streams-'));
fs.chmodSync(dataDir, 0o755);
let server: ChildProcess | undefined;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = await startServerProcess(port, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
});

afterAll(async () => {
  await stopServerProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** A stream whose `heard` resolves (with the time) once an event about `recordId` came. */
async function openStream(token: string, signal: AbortSignal, recordId: () => string | undefined) {
  const response = await fetch(`${baseUrl}/api/v2/changes`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal,
  });
  expect(response.status).toBe(200);
  const decoder = new TextDecoder();
  // wrapped: an async function answering a promise would be awaited to its end
  const heard = (async () => {
    let text = '';
    for await (const piece of response.body!) {
      text += decoder.decode(piece as Uint8Array, { stream: true });
      const id = recordId();
      if (id && text.includes(`"recordId":"${id}"`)) return Date.now();
    }
    return Infinity;
  })().catch(() => Infinity);
  return { heard };
}

it(
  `keeps ${STREAMS} change streams open within the memory budget and tells each of a change`,
  { timeout: 180_000 },
  async () => {
    const [site, admin] = await Promise.all([
      loginAs(baseUrl, 'its@example.com'),
      loginAs(baseUrl, 'admin@example.com'),
    ]);
    const venues = (await (
      await fetch(`${baseUrl}/api/v2/venues?range=[0,0]`, { headers: { authorization: `Bearer ${site}` } })
    ).json()) as { id: string }[];
    const before = rssMb(server!.pid!);
    const closing = new AbortController();
    const target: { id?: string } = {};
    const heard: Promise<number>[] = [];
    for (let i = 0; i < STREAMS; i++) heard.push((await openStream(site, closing.signal, () => target.id)).heard);
    const open = rssMb(server!.pid!);
    const sent = Date.now();
    target.id = venues[0].id;
    const patched = await fetch(`${baseUrl}/api/v2/venues/${target.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ comment: 'an alle 500' }),
    });
    expect(patched.status).toBe(200);
    const times = await Promise.all(heard.map((promise) => promise.then((at) => at - sent)));
    const after = rssMb(server!.pid!);
    closing.abort();
    console.log(
      `${STREAMS} streams: RSS ${before.toFixed(0)} MB before, ${open.toFixed(0)} MB open, ${after.toFixed(0)} MB after the change; the change reached the last stream after ${Math.max(...times)} ms`,
    );
    expect(times.filter((ms) => !Number.isFinite(ms))).toEqual([]);
    expect(Math.max(open, after)).toBeLessThan(RSS_BUDGET_MB);
  },
);
