import type { Config } from '../config';
import type { Db } from '../db/database';
import type { TokenService } from '../auth/tokens';
import type { BackgroundTasks } from '../services/background';
import type { Mailer } from '../services/mail';

/** What every route plugin receives: configuration and the shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /** Runs work (mail) after the answer went out; closing the app waits for it. */
  later: BackgroundTasks;
}

export type ApiVersion = 'v1' | 'v2';

export interface RouteOptions {
  ctx: AppContext;
  version: ApiVersion;
}
