// `npm run seed:large`: the benchmark network (issue 6) in an empty database, generated inside
// PostgreSQL (INSERT ... SELECT over generate_series, deterministic md5-derived ids and values).
import { sql } from 'kysely';
import { hashPassword } from '../server/auth/passwords';
import { openBenchDatabase } from './database';
import { seedCore } from './seed/core';

export const BENCH_PASSWORD = 'Bench-1234!';

/** The generators in order; each area of the product adds its own. */
const STEPS = [{ name: 'organisations, users, profiles, master data', run: seedCore }];

export async function seedLarge() {
  const bench = await openBenchDatabase();
  try {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM organisations`.execute(bench.db);
    if (rows[0].n > 0) {
      console.log('The benchmark database already holds data; nothing seeded.');
      return;
    }
    const hash = await hashPassword(BENCH_PASSWORD);
    const started = Date.now();
    for (const step of STEPS) {
      const t0 = Date.now();
      await bench.db.transaction().execute((trx) => step.run(trx, hash));
      console.log(`${step.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    await sql`ANALYZE`.execute(bench.db);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await seedLarge();
