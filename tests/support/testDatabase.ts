import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../../server/db/database';

/** A fresh copy of the seeded template for one test file; `drop()` removes it. */
export async function createTestDatabase(): Promise<DbHandle & { url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${admin.escapeIdentifier(inject('templateDatabase'))}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString(), () => {});
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
