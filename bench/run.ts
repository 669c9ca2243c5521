// `npm run bench`: the server on the benchmark data (npm run seed:large), every workload measured
// with autocannon (20 connections, 10 s) and, in the same run, the same SQL straight through the
// database client (the floor), and beside them the minimal floor (minimal/server.ts: bare Fastify +
// pg, hand-written SQL, checked to answer the same). Prints one table; the server's memory is
// sampled throughout, CPU per request of the server and PostgreSQL measured per workload.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { openBenchDatabase } from './database';
import { benchContext } from './context';
import { captureSql } from './capture';
import { cpuSnapshot, cpuSpent, postmasterPid } from './cpu';
import { compareWithApi, startMinimal } from './minimal/floor';
import { measureFrontend } from './frontend';
import { measureImport } from './importBench';
import { measurePasteSave } from './pasteBench';
import { measureHttp, measureSql, type Measure } from './load';
import { BENCH_PASSWORD, seedLarge } from './seedLarge';
import { WORKLOADS } from './workloads';
import { measureWriteCost, type WriteMeasure } from './writeCost';
import { freePort } from '../tests/support/freePort';
import { npmStart } from '../tests/support/npmStart';
import os from 'node:os';
import path from 'node:path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const only = process.env.BENCH_ONLY;

await seedLarge();
const bench = await openBenchDatabase();
const port = await freePort();
// one secret for the API and the minimal floor, which checks the API's tokens itself
const secret = process.env.JWT_SECRET ?? randomBytes(32).toString('base64url');
const postgres = bench.embedded
  ? postmasterPid(path.resolve(process.env.BENCH_DATA_DIR ?? 'bench-data', 'db'))
  : undefined;
const captureFile = path.join(os.tmpdir(), `certadmin-bench-sql-${process.pid}.jsonl`);
// the server as npm start runs it: built (npm run bench builds first), on plain node
const start = npmStart();
const server = spawn(process.execPath, [...start.nodeArgs, 'dist-server/main.mjs'], {
  env: {
    ...process.env,
    ...start.env,
    DATABASE_URL: bench.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: path.resolve('dist'),
    SQL_CAPTURE_FILE: captureFile,
    JWT_SECRET: secret,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let minimal: Awaited<ReturnType<typeof startMinimal>> | undefined;
const baseUrl = `http://127.0.0.1:${port}`;
/** Server RSS: the highest of the current workload, and of the whole run. */
let maxRss = 0;
let peakRss = 0;
const sampler = setInterval(() => {
  try {
    const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    maxRss = Math.max(maxRss, rss);
    peakRss = Math.max(peakRss, rss);
  } catch {
    /* not started yet or gone */
  }
}, 250);

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${baseUrl}/api/docs/json`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (i > 120) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const ctx = await benchContext(bench.db, baseUrl);
  const least = await startMinimal(bench.url, secret, await freePort());
  minimal = least;
  type Cpu = { server: number; db: number };
  const rows: {
    name: string;
    list: boolean;
    api: Measure & Cpu;
    alone: Measure;
    floor: Measure;
    minimal?: Measure & Cpu;
    rss: number;
  }[] = [];
  /** A measurement with the CPU ms per request it cost the server (pid) and PostgreSQL. */
  const withCpu = async (pid: number | undefined, measure: () => Promise<Measure>): Promise<Measure & Cpu> => {
    const [server0, db0] = [cpuSnapshot(pid), cpuSnapshot(postgres)];
    const result = await measure();
    const requests = Math.max(1, result.rps * SECONDS);
    const [server1, db1] = [cpuSnapshot(pid), cpuSnapshot(postgres)];
    return { ...result, server: cpuSpent(server0, server1) / requests, db: cpuSpent(db0, db1) / requests };
  };
  const notes: string[] = [];
  for (const workload of WORKLOADS.filter((w) => !only || w.name.includes(only))) {
    // a short warm-up, so that caches and JIT are in the state a running server is in
    await measureHttp(baseUrl, () => workload.http(ctx), 2, CONNECTIONS);
    maxRss = 0;
    const samples = await captureSql(server, captureFile, baseUrl, () => workload.http(ctx));
    const api = await withCpu(server.pid, () => measureHttp(baseUrl, () => workload.http(ctx), SECONDS, CONNECTIONS));
    // one caller alone: the latency a user sees when the server is not queueing
    const alone = await measureHttp(baseUrl, () => workload.http(ctx), Math.min(SECONDS, 3), 1);
    const floor = await measureSql(bench.pool, () => ctx.pick(samples), SECONDS, CONNECTIONS);
    const same = await compareWithApi(baseUrl, least.baseUrl, () => workload.http(ctx));
    let leastMeasure: (Measure & Cpu) | undefined;
    if (same === 'same') {
      await measureHttp(least.baseUrl, () => workload.http(ctx), 2, CONNECTIONS);
      leastMeasure = await withCpu(least.pid, () =>
        measureHttp(least.baseUrl, () => workload.http(ctx), SECONDS, CONNECTIONS),
      );
    } else if (same !== 'none') notes.push(`${workload.name}: the minimal floor answers differently, ${same}`);
    rows.push({ name: workload.name, list: workload.list, api, alone, floor, minimal: leastMeasure, rss: maxRss });
    console.log(`measured ${workload.name}`);
  }
  const f = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
  const cpu = (m: Cpu) => ` ${`${m.server.toFixed(2)}+${m.db.toFixed(2)}`.padStart(11)}`;
  console.log(
    `\n${'workload'.padEnd(44)}   req/s   p50 ms   p99 ms  errors  CPU ms/req  p50 alone | floor req/s  p50 ms   p99 ms |  API/floor  RSS MB | minimal req/s  p50 ms   p99 ms  CPU ms/req | API/minimal req/s  CPU`,
  );
  for (const r of rows) {
    const m = r.minimal;
    const minimalCells = m
      ? `${f(m.rps, 0)}    ${f(m.p50)}${f(m.p99)}${cpu(m)} | ${f(r.api.rps / m.rps, 2)}        ${f((m.server + m.db) / (r.api.server + r.api.db), 2)}`
      : '        –';
    console.log(
      `${r.name.padEnd(44)}${f(r.api.rps, 0)}${f(r.api.p50)}${f(r.api.p99)}${String(r.api.errors).padStart(8)}${cpu(r.api)}${f(r.alone.p50, 2).padStart(11)} |${f(r.floor.rps, 0)}   ${f(r.floor.p50)}${f(r.floor.p99)} | ${f(r.api.rps / r.floor.rps, 2)}${f(r.rss / 1024 / 1024, 0)} | ${minimalCells}`,
    );
  }
  console.log(
    "\nCPU ms/req: server + PostgreSQL; API/minimal CPU: the minimal floor's CPU per request over the API's (1 = as cheap).",
  );
  for (const note of notes) console.log(note);
  if (!only || 'import'.includes(only)) {
    maxRss = 0;
    const times = await measureImport(bench.db, baseUrl, ctx.itcs[0]);
    console.log(
      `\nCSV import of ${times.rows.toLocaleString('en')} new instructors: check ${times.check.toFixed(0)} ms, import ${times.write.toFixed(0)} ms (server at most ${(maxRss / 1024 / 1024).toFixed(0)} MB RSS)`,
    );
  }
  if (!only || 'paste'.includes(only)) {
    maxRss = 0;
    const paste = await measurePasteSave(bench.db, baseUrl, ctx.largeSites[0], { server: server.pid, postgres });
    console.log(
      `\nPaste save of ${paste.rows} participants (one update-many with rows): ${paste.save.toFixed(0)} ms (budget 2 s; CPU ${paste.cpu.save.server.toFixed(0)} ms server + ${paste.cpu.save.db.toFixed(0)} ms PostgreSQL), its undo ${paste.undo.toFixed(0)} ms (CPU ${paste.cpu.undo.server.toFixed(0)} + ${paste.cpu.undo.db.toFixed(0)} ms); audit rows ${paste.audits.update} and ${paste.audits.undo} (server at most ${(maxRss / 1024 / 1024).toFixed(0)} MB RSS; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')})`,
    );
    // issue 28.7: one audit row per changed record, for the save and for its undo
    if (paste.audits.update !== paste.rows || paste.audits.undo !== paste.rows)
      throw new Error(
        `the paste save wrote ${paste.audits.update} and its undo ${paste.audits.undo} audit rows for ${paste.rows} records`,
      );
  }
  if (!only || 'writes'.includes(only)) {
    const cost = await measureWriteCost(
      bench.db,
      baseUrl,
      ctx.sites,
      ctx.admin,
      { server: server.pid, postgres },
      SECONDS,
      CONNECTIONS,
    );
    const line = (name: string, m: WriteMeasure) =>
      `${name.padEnd(44)}${f(m.rps, 0)}${f(m.p50)}${f(m.p99)}${String(m.errors).padStart(8)}${cpu(m)}`;
    const added = (more: WriteMeasure, less: WriteMeasure) =>
      `${(more.server + more.db - less.server - less.db).toFixed(2)} ms of CPU per write (server ${(more.server - less.server).toFixed(2)}, PostgreSQL ${(more.db - less.db).toFixed(2)}), p50 ${(more.p50 - less.p50).toFixed(1)} ms`;
    console.log(
      `\nCost per write: PATCH of a venue's comment (${cost.venues} venues of ${ctx.sites.length} sites, each caller its own), ${CONNECTIONS} callers, ${SECONDS} s per way (load average ${cost.loadAverage.map((n) => n.toFixed(1)).join(' → ')})`,
    );
    console.log(`${'way'.padEnd(44)}   req/s   p50 ms   p99 ms  errors  CPU ms/req`);
    console.log(line('without a version', cost.unversioned));
    console.log(line('with If-Match (as the app sends it)', cost.versioned));
    console.log(line(`with If-Match, ${cost.streams} change streams open`, cost.streamed));
    console.log(
      `the version check adds ${added(cost.versioned, cost.unversioned)}; versionOf alone takes ${cost.versionOfMicros.toFixed(1)} µs per row`,
    );
    console.log(
      `${cost.streams} open change streams add ${added(cost.streamed, cost.versioned)}; idle they cost ${cost.idle.server.toFixed(1)} + ${cost.idle.db.toFixed(1)} ms of CPU per second; one stream heard ${cost.heard.count} of ${cost.heard.of} writes, the last ${(cost.heard.lagMs / 1000).toFixed(1)} s after the last write`,
    );
  }
  if (!only || 'frontend'.includes(only)) {
    const times = await measureFrontend(
      baseUrl,
      'its-1@bench.example',
      BENCH_PASSWORD,
      '/its/instructor_certificates?perPage=25',
    );
    console.log(
      `\nChromium (median of 5): interactive login form ${times.loginCold.toFixed(0)} ms with an empty cache, ${times.loginWarm.toFixed(0)} ms cached; list of 25 certificates ${times.list25.toFixed(0)} ms`,
    );
  }
  console.log(
    `\nserver memory: at most ${(peakRss / 1024 / 1024).toFixed(0)} MB RSS; ${CONNECTIONS} connections, ${SECONDS} s per workload; database: ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'embedded'}`,
  );
} finally {
  clearInterval(sampler);
  await minimal?.stop();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await bench.close();
  fs.rmSync(captureFile, { force: true });
}
