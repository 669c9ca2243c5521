// `npm run bench`: the server on the benchmark data (npm run seed:large), every workload measured
// with autocannon (20 connections, 10 s) and, in the same run, the same SQL straight through the
// database client (the floor). Prints one table; the server's memory is sampled throughout.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { openBenchDatabase } from './database';
import { benchContext } from './context';
import { captureSql } from './capture';
import { measureFrontend } from './frontend';
import { measureImport } from './importBench';
import { measureHttp, measureSql, type Measure } from './load';
import { BENCH_PASSWORD, seedLarge } from './seedLarge';
import { WORKLOADS } from './workloads';
import { freePort } from '../tests/support/freePort';
import os from 'node:os';
import path from 'node:path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const only = process.env.BENCH_ONLY;

await seedLarge();
const bench = await openBenchDatabase();
const port = await freePort();
const captureFile = path.join(os.tmpdir(), `certadmin-bench-sql-${process.pid}.jsonl`);
// the server as npm start runs it: built (npm run bench builds first), on plain node
const server = spawn(process.execPath, ['--max-old-space-size=160', 'dist-server/main.mjs'], {
  env: {
    ...process.env,
    DATABASE_URL: bench.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: path.resolve('dist'),
    SQL_CAPTURE_FILE: captureFile,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
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
  const rows: { name: string; list: boolean; api: Measure; floor: Measure; rss: number }[] = [];
  for (const workload of WORKLOADS.filter((w) => !only || w.name.includes(only))) {
    // a short warm-up, so that caches and JIT are in the state a running server is in
    await measureHttp(baseUrl, () => workload.http(ctx), 2, CONNECTIONS);
    maxRss = 0;
    const samples = await captureSql(server, captureFile, baseUrl, () => workload.http(ctx));
    const api = await measureHttp(baseUrl, () => workload.http(ctx), SECONDS, CONNECTIONS);
    const floor = await measureSql(bench.pool, () => ctx.pick(samples), SECONDS, CONNECTIONS);
    rows.push({ name: workload.name, list: workload.list, api, floor, rss: maxRss });
    console.log(`measured ${workload.name}`);
  }
  const f = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
  console.log(
    `\n${'workload'.padEnd(44)}   req/s   p50 ms   p99 ms  errors | floor req/s  p50 ms   p99 ms |  API/floor  RSS MB`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(44)}${f(r.api.rps, 0)}${f(r.api.p50)}${f(r.api.p99)}${String(r.api.errors).padStart(8)} |${f(r.floor.rps, 0)}   ${f(r.floor.p50)}${f(r.floor.p99)} | ${f(r.api.rps / r.floor.rps, 2)}${f(r.rss / 1024 / 1024, 0)}`,
    );
  }
  if (!only || 'import'.includes(only)) {
    maxRss = 0;
    const times = await measureImport(bench.db, baseUrl, ctx.itcs[0]);
    console.log(
      `\nCSV import of ${times.rows.toLocaleString('en')} new instructors: check ${times.check.toFixed(0)} ms, import ${times.write.toFixed(0)} ms (server at most ${(maxRss / 1024 / 1024).toFixed(0)} MB RSS)`,
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
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await bench.close();
  fs.rmSync(captureFile, { force: true });
}
