import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { writePrivateFile } from '../services/privateFiles';

/**
 * Each embedded cluster has its own superuser password, made at random on first start and kept
 * beside the cluster folder in a file only the server's user can read. Clusters made before this
 * had the fixed password below; the first start after the upgrade replaces it (ALTER ROLE).
 */
const FORMER_PASSWORD = 'embedded';

export const passwordFileOf = (clusterDir: string) => `${clusterDir}.password`;

/** The stored password of the cluster in `clusterDir`, if there is one. */
export function readClusterPassword(clusterDir: string): string | undefined {
  const file = passwordFileOf(clusterDir);
  try {
    // a copy made with a careless umask is made private again
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The stored password, or a new random one stored first (so a crash right after cannot lose it). */
export function clusterPassword(clusterDir: string): string {
  const stored = readClusterPassword(clusterDir);
  if (stored) return stored;
  const password = crypto.randomBytes(24).toString('base64url');
  const file = passwordFileOf(clusterDir);
  const partial = `${file}.${process.pid}.tmp`;
  writePrivateFile(partial, `${password}\n`);
  fs.renameSync(partial, file);
  return password;
}

const isWrongPassword = (error: unknown) => (error as { code?: string } | undefined)?.code === '28P01';

async function canLogIn(connection: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client(connection);
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (isWrongPassword(error)) return false;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Makes the running cluster accept `password` for `user`. Answers true when it had to replace the
 * former fixed password, and explains when the cluster accepts neither.
 */
export async function adoptClusterPassword(options: {
  port: number;
  user: string;
  password: string;
  clusterDir: string;
}): Promise<boolean> {
  const connection = { host: '127.0.0.1', port: options.port, user: options.user, database: 'postgres' };
  if (await canLogIn({ ...connection, password: options.password })) return false;
  const client = new pg.Client({ ...connection, password: FORMER_PASSWORD });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    if (!isWrongPassword(error)) throw error;
    throw new Error(
      `The embedded database in ${options.clusterDir} refuses the password stored in ${passwordFileOf(options.clusterDir)}. ` +
        `Restore that file from the backup that holds the cluster, or set DATABASE_URL.`,
      { cause: error },
    );
  }
  try {
    // ALTER ROLE takes no parameters; the password is base64url, and quoted all the same
    await client.query(
      `ALTER ROLE ${client.escapeIdentifier(options.user)} PASSWORD ${client.escapeLiteral(options.password)}`,
    );
  } finally {
    await client.end();
  }
  return true;
}
