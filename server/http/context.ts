import type { Config } from '../config';
import type { Db } from '../db/database';
import type { TokenService } from '../auth/tokens';
import type { Mailer } from '../services/mail';

/** What every route plugin receives: configuration and the shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
}

export type ApiVersion = 'v1' | 'v2';

export interface RouteOptions {
  ctx: AppContext;
  version: ApiVersion;
}
