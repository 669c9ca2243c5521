import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '../../src/domain/certificates';
import { freePort } from '../support/freePort';
import { loginAs, startServerProcess, stderrTail, stopServerProcess } from '../support/serverProcess';

/**
 * The server survives every body its limits let in: the real process with the heap capped as
 * `npm start` caps it, sent ten of the largest imports it accepts at once (from the three
 * organisations that may import), answers each of them and goes on serving: one import per
 * organisation runs, the others are told that it does (without the queue of large bodies, ten at
 * once ended the process; without the rows streamed in, one file of valid rows did).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-large-'));
fs.chmodSync(dataDir, 0o755);
let port: number;
let server: ChildProcess | undefined;

beforeAll(async () => {
  port = await freePort();
  server = await startServerProcess(port, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
  });
});

afterAll(async () => {
  await stopServerProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** IMPORT_MAX_ROWS rows of the largest size the route's limit allows (256 bytes of JSON each). */
function largestImport(): string {
  const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => {
    const row: Record<string, string> = {
      organisation: 'Trainingszentrum Nord',
      ahaInstructorId: String(10_000_000_000 + i),
      firstName: 'Friederike',
      lastName: `Large${i}`,
      email: `large${i}@example.com`,
      expiryDate: '2027-12-31',
      discipline: 'BLS',
    };
    const size = JSON.stringify(row).length + 1;
    row.lastName += 'x'.repeat(Math.max(0, 255 - size));
    return row;
  });
  expect(Object.keys(rows[0]!)).toEqual([...IMPORT_COLUMNS]);
  return JSON.stringify({ rows });
}

it('answers ten of the largest imports sent at once and goes on serving', { timeout: 600_000 }, async () => {
  const base = `http://127.0.0.1:${port}/api/v2`;
  const importers = ['admin@example.com', 'itc@example.com', 'itc.ch@example.com'];
  const tokens = await Promise.all(importers.map((email) => loginAs(`http://127.0.0.1:${port}`, email)));
  const body = largestImport();
  expect(body.length).toBeGreaterThan(IMPORT_MAX_ROWS * 250);

  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      fetch(`${base}/itc-instructors/import?dryRun=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
        body,
      }).then(async (response) => ({
        importer: importers[i % importers.length],
        status: response.status,
        body: (await response.json()) as { total?: number; code?: string },
      })),
    ),
  ).catch((error: unknown) => {
    const state = `exit code ${server?.exitCode}, signal ${server?.signalCode}`;
    throw new Error(`${String(error)} (server: ${state})\n${stderrTail(server)}`, { cause: error });
  });
  for (const answer of answers) {
    if (answer.status === 409) expect(answer.body.code).toBe('IMPORT_RUNNING');
    else expect([answer.status, answer.body.total]).toEqual([200, IMPORT_MAX_ROWS]);
  }
  for (const importer of importers)
    expect(answers.filter((a) => a.importer === importer && a.status === 200).length).toBeGreaterThan(0);
  expect(server?.exitCode).toBeNull();
  const after = await fetch(`${base}/venues`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  expect(after.status).toBe(200);
});
