import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the embedded database's cluster lives. As root, PostgreSQL runs as the unprivileged user
 * `postgres`, which cannot enter a project cloned into a private folder such as root's home (mode
 * 700). Without DATA_DIR the cluster then goes to a folder of its own under FALLBACK_ROOT, named
 * after the project folder and a hash of its path, so the next start finds the same one. (The
 * PostgreSQL programs, which lie in the project too, follow: server/db/postgresRuntime.ts.)
 */
export const FALLBACK_ROOT = '/var/lib/certadmin';

export const runsAsRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The first folder above `dir` that the `postgres` user cannot pass, if any (only as root). */
export function folderBlockingPostgresUser(dir: string): string | undefined {
  if (!runsAsRoot()) return undefined;
  let current = path.dirname(path.resolve(dir));
  while (true) {
    const stat = fs.statSync(current, { throwIfNoEntry: false });
    if (stat && (stat.mode & 0o001) === 0) return current;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

export interface ClusterPlace {
  clusterDir: string;
  /** Set when the cluster is not in the data folder: the place its user could not reach. */
  unreachable?: string;
}

export interface ClusterPlaceOptions {
  dataDir: string;
  /** DATA_DIR was set: the operator chose the place, so it is kept (and refused if unreachable). */
  dataDirGiven: boolean;
  /** Injected by tests; the real check walks the folders above `dir`. */
  blockingFolder?: (dir: string) => string | undefined;
  fallbackRoot?: string;
}

export function embeddedClusterPlace(options: ClusterPlaceOptions): ClusterPlace {
  const inDataDir = path.join(options.dataDir, 'db');
  const blocking = (options.blockingFolder ?? folderBlockingPostgresUser)(inDataDir);
  // A cluster already in the data folder is never left behind for an empty new one elsewhere.
  if (options.dataDirGiven || !blocking || fs.existsSync(path.join(inDataDir, 'PG_VERSION')))
    return { clusterDir: inDataDir };
  const project = path.dirname(path.resolve(options.dataDir));
  const name = path.basename(project).replace(/[^A-Za-z0-9._-]/g, '-') || 'certadmin';
  const hash = crypto.createHash('sha256').update(path.resolve(options.dataDir)).digest('hex').slice(0, 10);
  // the place holds the cluster, its password file and, if needed, the PostgreSQL programs
  return {
    clusterDir: path.join(options.fallbackRoot ?? FALLBACK_ROOT, `${name}-${hash}`, 'db'),
    unreachable: blocking,
  };
}
