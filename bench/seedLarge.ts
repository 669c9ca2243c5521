// `npm run seed:large`: the benchmark network (issue 6) in an empty database, generated inside
// PostgreSQL (INSERT ... SELECT over generate_series, deterministic md5-derived ids and values).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { hashPassword } from '../server/auth/passwords';
import { mergeRenewalCountDays } from '../server/areas/certification/renewalCounts';
import { openBenchDatabase } from './database';
import { seedCertification } from './seed/certification';
import { seedComments } from './seed/comments';
import { seedCore } from './seed/core';
import { seedCourses } from './seed/courses';

export const BENCH_PASSWORD = 'Bench-1234!';

/** The generators in order; each area of the product adds its own. */
const STEPS = [
  { name: 'organisations, users, profiles, master data', run: seedCore },
  { name: 'courses, trainers, participants', run: seedCourses },
  { name: 'disciplines, certificates, files', run: seedCertification },
  { name: 'organisation comments', run: seedComments },
];

/**
 * What a running system does by itself. The nightly merge of the renewal counts' days gone by
 * (migration 097), which the seed's certificates fill after the migration ran. VACUUM as
 * autovacuum does: without the visibility map it sets, counts read every heap page (3.6 ms
 * instead of 0.7 ms for a large site's 8,600 certificates) where they would use the index alone.
 * A bulk seed followed at once by the benchmark leaves it unset.
 */
async function settle(db: Kysely<Database>) {
  await mergeRenewalCountDays(db);
  const { rows } = await sql<{ visible: number }>`
    SELECT relallvisible AS visible FROM pg_class WHERE relname = 'instructor_certificates'`.execute(db);
  if (rows[0]?.visible === 0) await sql`VACUUM (ANALYZE)`.execute(db);
}

export async function seedLarge() {
  const bench = await openBenchDatabase();
  try {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM organisations`.execute(bench.db);
    if (rows[0].n > 0) {
      console.log('The benchmark database already holds data; nothing seeded.');
      await settle(bench.db);
      return;
    }
    const hash = await hashPassword(BENCH_PASSWORD);
    const started = Date.now();
    for (const step of STEPS) {
      const t0 = Date.now();
      await bench.db.transaction().execute((trx) => step.run(trx, hash));
      console.log(`${step.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    await settle(bench.db);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { rows: counts } = await sql<{ name: string; n: number }>`
      SELECT 'organisations' AS name, count(*)::int AS n FROM organisations UNION ALL SELECT 'instructor profiles', count(*)::int FROM instructor_profiles
      UNION ALL SELECT 'certificates', count(*)::int FROM instructor_certificates UNION ALL SELECT 'courses', count(*)::int FROM courses
      UNION ALL SELECT 'course participants', count(*)::int FROM course_participants UNION ALL SELECT 'organisation comments', count(*)::int FROM organisation_comments`.execute(
      bench.db,
    );
    console.log(counts.map((c) => `${c.name}: ${c.n.toLocaleString('en')}`).join(', '));
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await seedLarge();
