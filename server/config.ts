import path from 'node:path';

/**
 * Every environment variable the server reads, with its default. Nothing else in the server
 * touches process.env: tests and the benchmark build a Config object instead.
 */
export interface Config {
  /** HTTP port of app and API. */
  port: number;
  /** Interface to listen on; 127.0.0.1 keeps the app private to this machine. */
  host: string;
  /** Folder for the embedded database and captured mail. */
  dataDir: string;
  /** DATA_DIR was set: the embedded database stays there even where its user cannot reach it. */
  dataDirGiven: boolean;
  /** External PostgreSQL; when set the embedded database is not started. */
  databaseUrl?: string;
  /** Port of the embedded PostgreSQL (loopback only). */
  embeddedPgPort: number;
  /** HMAC secret for access tokens; when unset one is generated once and kept in the database. */
  jwtSecret?: string;
  tokenLifetimeSeconds: number;
  /** Failed logins per address and hour before login answers 429. */
  loginMaxFailures: number;
  /** Off only for load tests and benchmarks. */
  rateLimits: boolean;
  /** Requests per hour and address on the public forms (support, password reset). */
  publicFormLimit: number;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  /** Base address used in links that go out by mail. */
  publicUrl: string;
  uploadMaxMb: number;
  uploadExtensions: string[];
  logLevel: string;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Honour X-Forwarded-For (set when running behind a load balancer). */
  trustProxy: boolean;
  /** Folder with the built front end; the API runs without it. */
  staticDir?: string;
  /** Connections of the database pool of one server process. */
  dbPoolSize: number;
  /** How long SIGTERM waits for requests in flight before it closes the remaining connections. */
  shutdownGraceSeconds: number;
  /** Benchmark aid: where SIGUSR2 switches recording of every query to (server/db/queryCapture.ts). */
  sqlCaptureFile?: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080, 0);
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  const host = new URL(publicUrl).hostname;
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    dataDirGiven: Boolean(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54320, 1),
    jwtSecret: env.JWT_SECRET || undefined,
    tokenLifetimeSeconds: int(env, 'TOKEN_LIFETIME_SECONDS', 8 * 3600, 1),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 10, 1),
    rateLimits: bool(env, 'RATE_LIMITS', true),
    publicFormLimit: int(env, 'PUBLIC_FORM_LIMIT', 20, 1),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `noreply@${host}`,
    supportEmail: env.SUPPORT_EMAIL || `support@${host}`,
    publicUrl: publicUrl.replace(/\/$/, ''),
    uploadMaxMb: int(env, 'UPLOAD_MAX_MB', 10, 1),
    uploadExtensions: (env.UPLOAD_EXTENSIONS || 'pdf,jpg,jpeg,png')
      .split(',')
      .map((ext) => ext.trim().toLowerCase().replace(/^\./, ''))
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: bool(env, 'SEED_DEMO', true),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 20, 1),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0),
    sqlCaptureFile: env.SQL_CAPTURE_FILE || undefined,
  };
}
