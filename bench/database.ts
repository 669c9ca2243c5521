import path from 'node:path';
import { openDatabase, type DbHandle } from '../server/db/database';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';

/**
 * The benchmark database: BENCH_DATABASE_URL, or an embedded PostgreSQL in bench-data/ (kept
 * between runs, ignored by git) so that the large seed is loaded once.
 */
export async function openBenchDatabase(): Promise<
  DbHandle & { url: string; embedded?: EmbeddedDatabase; close(): Promise<void> }
> {
  let url = process.env.BENCH_DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'bench-data');
    embedded = await startEmbeddedPostgres({
      clusterDir: path.join(dataDir, 'db'),
      port: Number(process.env.BENCH_PG_PORT ?? 54330),
      lockFile: path.join(dataDir, 'bench.pid'),
    });
    await ensureDatabase(embedded.adminUrl, 'bench');
    url = embedded.urlFor('bench');
  }
  const handle = openDatabase(url, (error) => console.error('database:', error.message), 30);
  await migrate(handle.pool);
  return {
    ...handle,
    url,
    embedded,
    async close() {
      await handle.db.destroy();
      await embedded?.stop();
    },
  };
}
