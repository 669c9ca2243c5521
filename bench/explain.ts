// `npm run bench:explain -- "<workload name>"`: the SQL one request of a workload runs, each query
// with EXPLAIN (ANALYZE, BUFFERS), for profiling a missed budget.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureSql } from './capture';
import { benchContext } from './context';
import { openBenchDatabase } from './database';
import { WORKLOADS } from './workloads';
import { freePort } from '../tests/support/freePort';

const name = process.argv[2] ?? '';
const workload = WORKLOADS.find((w) => w.name.includes(name));
if (!workload) throw new Error(`no workload matches "${name}"; workloads: ${WORKLOADS.map((w) => w.name).join(', ')}`);
const bench = await openBenchDatabase();
const port = await freePort();
const captureFile = path.join(os.tmpdir(), `certadmin-explain-${process.pid}.jsonl`);
const server = spawn(process.execPath, ['dist-server/main.mjs'], {
  env: {
    ...process.env,
    DATABASE_URL: bench.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    STATIC_DIR: '/nonexistent',
    SQL_CAPTURE_FILE: captureFile,
  },
  stdio: 'inherit',
});
const baseUrl = `http://127.0.0.1:${port}`;
try {
  while (
    !(await fetch(`${baseUrl}/api/docs/json`)
      .then((r) => r.ok)
      .catch(() => false))
  )
    await new Promise((r) => setTimeout(r, 250));
  const ctx = await benchContext(bench.db, baseUrl);
  const [queries] = await captureSql(server, captureFile, baseUrl, () => workload.http(ctx), 1);
  // one connection, so that BEGIN, SET LOCAL and COMMIT act on the statements between them
  const client = await bench.pool.connect();
  try {
    for (const query of queries) {
      console.log(`\n=== ${query.text}\n--- ${JSON.stringify(query.values)}`);
      if (!/^\s*(select|with|insert|update|delete)\b/i.test(query.text)) {
        await client.query(query.text, query.values);
        continue;
      }
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values);
      console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  } finally {
    client.release();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await bench.close();
  fs.rmSync(captureFile, { force: true });
}
