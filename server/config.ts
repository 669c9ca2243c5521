import { isIP } from 'node:net';
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
  /**
   * Where the server LISTENs for the commits of changes seen live (a session connection; the
   * database itself by default); `none` leaves it to the poll (server/live/changeSignal.ts).
   */
  databaseListenUrl?: string;
  /** A read replica for lists and statistics (server/cluster/readRouting.ts); none by default. */
  databaseReadUrl?: string;
  /** How long after his write a user's reads check that the replica has it. */
  readYourWritesSeconds: number;
  /**
   * Whether the statements marked in server/db/prepared.ts run as named (prepared) statements. Off
   * behind a pooler in transaction mode that cannot keep them (PgBouncer before 1.21), where the
   * next transaction may land on a server connection that never prepared the statement.
   */
  preparedStatements: boolean;
  /** Port of the embedded PostgreSQL (loopback only). */
  embeddedPgPort: number;
  /**
   * HMAC secret for access tokens. When neither it nor jwtSecretFile is set, one is generated once
   * into DATA_DIR/secrets/jwt-secret (server/auth/tokenSecret.ts), never into the database.
   */
  jwtSecret?: string;
  /** A file holding the token secret (e.g. a mounted container secret). */
  jwtSecretFile?: string;
  tokenLifetimeSeconds: number;
  /** How long a session may be extended with fresh tokens (POST auth/refresh) before a new login. */
  sessionMaxAgeSeconds: number;
  /** Failed logins per account and address within an hour before login answers 429. */
  loginMaxFailures: number;
  /** Failed logins per address (any account) within an hour before login answers 429. */
  loginMaxFailuresPerAddress: number;
  /** Off only for load tests and benchmarks. */
  rateLimits: boolean;
  /** Requests per hour and address on the public forms (support, password reset). */
  publicFormLimit: number;
  /** Look-ups of instructors by AHA id (a course's trainer of another organisation) per user and hour. */
  ahaLookupLimit: number;
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
  /**
   * Which X-Forwarded-For entries to believe, as Fastify's `trustProxy`: false (none), the number
   * of proxies in front of the server (trustHops), or the proxies' addresses (IPs, CIDR ranges,
   * `loopback`, `linklocal`, `uniquelocal`).
   */
  trustProxy: TrustProxy;
  /** Folder with the built front end; the API runs without it. */
  staticDir?: string;
  /** Connections of the database pool of one server process. */
  dbPoolSize: number;
  /** How long SIGTERM waits for requests in flight before it closes the remaining connections. */
  shutdownGraceSeconds: number;
  /** Years after which people without an active certificate, account or activity are anonymised; 0 = off. */
  retentionYears: number;
  /** Benchmark aid: where SIGUSR2 switches recording of every query to (server/db/queryCapture.ts). */
  sqlCaptureFile?: string;
}

/** Fastify's `trustProxy` forms this server uses; a hop count is given as a function (see trustHops). */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Trusts the nearest `hops` proxies, as Fastify does for a number (its typings only lack the
 * number form): the client address is the one the outermost trusted proxy saw.
 */
export const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

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

/** The address classes proxy-addr (behind Fastify's trustProxy) knows by name. */
const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, optionally with a prefix length (10.0.0.0/8, fd00::/8). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`/unset, a hop count, or a comma-separated list of proxy addresses.
 * `true` is refused: it would believe the left-most X-Forwarded-For entry, which the client
 * writes himself, so every rate limit could be dodged by changing it.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || ['0', 'false', 'off', 'no'].includes(raw.toLowerCase())) return false;
  if (['true', 'on', 'yes'].includes(raw.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${raw} would let every client choose its own address through X-Forwarded-For. ` +
        'Set the number of proxies in front of the server (e.g. TRUST_PROXY=1 behind one load balancer) ' +
        'or their addresses (e.g. TRUST_PROXY=10.0.0.0/8,192.168.1.5).',
    );
  }
  if (/^\d+$/.test(raw)) return trustHops(Number(raw));
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (!entries.length || wrong.length) {
    throw new Error(
      `TRUST_PROXY must be false, a number of proxies or a comma-separated list of proxy addresses; "${wrong.join(', ') || raw}" is none of these`,
    );
  }
  return entries;
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
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    readYourWritesSeconds: int(env, 'READ_YOUR_WRITES_SECONDS', 30, 1),
    preparedStatements: bool(env, 'DATABASE_PREPARED_STATEMENTS', true),
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54320, 1),
    jwtSecret: env.JWT_SECRET || undefined,
    jwtSecretFile: env.JWT_SECRET_FILE ? path.resolve(env.JWT_SECRET_FILE) : undefined,
    tokenLifetimeSeconds: int(env, 'TOKEN_LIFETIME_SECONDS', 8 * 3600, 1),
    sessionMaxAgeSeconds: int(env, 'SESSION_MAX_AGE_SECONDS', 12 * 3600, 1),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 10, 1),
    loginMaxFailuresPerAddress: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 100, 1),
    rateLimits: bool(env, 'RATE_LIMITS', true),
    publicFormLimit: int(env, 'PUBLIC_FORM_LIMIT', 20, 1),
    ahaLookupLimit: int(env, 'AHA_LOOKUP_LIMIT', 30, 1),
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
    trustProxy: trustProxy(env),
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 20, 1),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0),
    sqlCaptureFile: env.SQL_CAPTURE_FILE || undefined,
    retentionYears: int(env, 'RETENTION_YEARS', 10, 0),
  };
}
