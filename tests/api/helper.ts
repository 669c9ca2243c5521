import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/schema';
import type { ResourceDefinition } from '../../src/domain/resources';
import { loadConfig, type Config } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { createTestDatabase } from '../support/testDatabase';

export const TEST_SECRET = 'test-secret-of-at-least-32-characters!!';

export interface Call {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

/**
 * The app on its own copy of the seeded database, driven through `app.inject`. Mail is captured
 * into a temporary DATA_DIR.
 */
export async function testApp(
  overrides: Partial<Config> = {},
  options: {
    /** Resources served instead of the declared ones (a test's own beside them). */
    resources?: readonly ResourceDefinition[];
    /** Runs on the database before the app starts (a test's own table). */
    prepare?: (db: Kysely<Database>) => Promise<void>;
    /** The app's logger (silent without one). */
    logger?: FastifyBaseLogger;
    /** Changes seen live: LISTEN on the test's database for them, and how often to poll besides. */
    live?: { listen: boolean; pollMs?: number };
  } = {},
) {
  const database = await createTestDatabase();
  await options.prepare?.(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-api-'));
  const config: Config = { ...loadConfig({}), dataDir, staticDir: undefined, jwtSecret: TEST_SECRET, ...overrides };
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    resources: options.resources,
    logger: options.logger,
    live: options.live && { listenUrl: options.live.listen ? database.url : undefined, pollMs: options.live.pollMs },
  });
  await app.ready();

  async function call(
    method: InjectOptions['method'],
    url: string,
    options: { token?: string; body?: unknown; version?: 'v1' | 'v2'; headers?: Record<string, string> } = {},
  ): Promise<Call> {
    const response = await app.inject({
      method,
      url: url.startsWith('/') ? url : `/api/${options.version ?? 'v2'}/${url}`,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      /* not JSON */
    }
    return { status: response.statusCode, body, headers: response.headers };
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await call('POST', 'auth/login', { body: { username: email, password } });
    if (response.status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(response.body)}`);
    return response.body.access_token;
  }

  /** The id of a user, by e-mail. */
  async function userId(email: string): Promise<string> {
    const row = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    app,
    db: database.db,
    /** The test database's address (a connection of a test's own). */
    url: database.url,
    config,
    call,
    login,
    userId,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;
