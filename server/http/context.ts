import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { TokenService } from '../auth/tokens';
import type { BackgroundTasks } from '../services/background';
import type { Mailer } from '../services/mail';
import type { ReadDb } from '../cluster/readRouting';
import type { ChangeHub } from '../live/hub';

/** What every route plugin receives: configuration and the shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /** Runs work (mail) after the answer went out; closing the app waits for it. */
  later: BackgroundTasks;
  /** The database for list and statistics reads: the read replica when one is set (server/cluster/readRouting.ts). */
  readDb: ReadDb;
  /** Counts one look-up of an instructor by AHA id for the caller; 429 beyond AHA_LOOKUP_LIMIT an hour. */
  countAhaLookup: (request: FastifyRequest) => Promise<void>;
  /** The changes of records as they happen, for the screens showing them (GET /changes). */
  changes: ChangeHub;
}

export type ApiVersion = 'v1' | 'v2';

export interface RouteOptions {
  ctx: AppContext;
  version: ApiVersion;
}

/** The app a route plugin registers its routes on: what one small function per route is given. */
export type RouteApp = Parameters<FastifyPluginAsyncTypebox<RouteOptions>>[0];
