import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { ensureDatabase, startEmbeddedPostgres, tempClusterDir, type EmbeddedDatabase } from '../../server/db/embedded';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/demo';
import { freePort } from './freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test cluster's maintenance database. */
    pgAdminUrl: string;
    /** A database with migrations and demo data: each test file copies it. */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL per test run: embedded by default, or the server of TEST_DATABASE_URL (CI runs
 * the API suite a second time on PostgreSQL 15 that way). The template is migrated and seeded
 * once; test files then get their own copy in tens of milliseconds.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      clusterDir: tempClusterDir('certadmin-test-'),
      port: await freePort(),
      durable: false,
    });
    adminUrl = embedded.adminUrl;
  }
  const template = `template_${project.name}_${process.pid}`;
  await dropDatabase(adminUrl, template);
  await ensureDatabase(adminUrl, template);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const { db, pool } = openDatabase(url.toString(), () => {});
  await migrate(pool);
  await seedDemo(db);
  await db.destroy();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    if (embedded) return embedded.stop();
    await dropDatabase(adminUrl, template);
  };
}

async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
