import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedClusterPlace } from '../../server/db/clusterPlace';
import { passwordFileOf, readClusterPassword } from '../../server/db/clusterPassword';
import { startEmbeddedPostgres, tempClusterDir, type EmbeddedDatabase } from '../../server/db/embedded';
import { freePort } from '../support/freePort';

/** Logs in as postgres with `password`; answers the SQLSTATE of a refusal, or 'ok'. */
async function logIn(port: number, password: string): Promise<string> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

describe('the embedded database password', () => {
  const clusterDir = tempClusterDir('certadmin-password-');
  let embedded: EmbeddedDatabase | undefined;
  afterAll(async () => {
    await embedded?.stop();
    fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
  }, 60_000);

  it('is random, kept beside the cluster for the server user only, and the former fixed one is replaced', async () => {
    const port = await freePort();
    embedded = await startEmbeddedPostgres({ clusterDir, port });
    const first = readClusterPassword(clusterDir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(fs.statSync(passwordFileOf(clusterDir)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(passwordFileOf(clusterDir)).uid).toBe(process.getuid?.());
    expect(embedded.replacedFormerPassword).toBe(false);
    expect(await logIn(port, first!)).toBe('ok');
    expect(await logIn(port, 'embedded')).toBe('28P01');

    // a cluster made by an earlier release: the fixed password and no password file
    const admin = new pg.Client({ connectionString: embedded.adminUrl });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres PASSWORD 'embedded'`);
    await admin.end();
    await embedded.stop();
    fs.rmSync(passwordFileOf(clusterDir));

    embedded = await startEmbeddedPostgres({ clusterDir, port });
    const second = readClusterPassword(clusterDir);
    expect(embedded.replacedFormerPassword).toBe(true);
    expect(second).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    expect(fs.statSync(passwordFileOf(clusterDir)).mode & 0o777).toBe(0o600);
    expect(await logIn(port, 'embedded')).toBe('28P01');
    expect(await logIn(port, second!)).toBe('ok');

    // the next start keeps the stored password
    await embedded.stop();
    embedded = await startEmbeddedPostgres({ clusterDir, port });
    expect(embedded.replacedFormerPassword).toBe(false);
    expect(readClusterPassword(clusterDir)).toBe(second);
    expect(embedded.adminUrl).toContain(encodeURIComponent(second!));
  }, 120_000);
});

describe('where the embedded cluster lives', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-place-'));
  const dataDir = path.join(project, 'app', 'data');
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));
  const unreachable = (dir: string) => (dir.startsWith(project) ? project : undefined);

  it('is the data folder when its user can reach it', () => {
    expect(embeddedClusterPlace({ dataDir, dataDirGiven: false, blockingFolder: () => undefined })).toEqual({
      clusterDir: path.join(dataDir, 'db'),
    });
  });

  it('is a folder of its own, the same on every start, when its user cannot reach the default data folder', () => {
    const place = embeddedClusterPlace({
      dataDir,
      dataDirGiven: false,
      blockingFolder: unreachable,
      fallbackRoot: '/var/lib/certadmin',
    });
    expect(place.unreachable).toBe(project);
    expect(place.clusterDir).toMatch(/^\/var\/lib\/certadmin\/app-[0-9a-f]{10}\/db$/);
    expect(embeddedClusterPlace({ dataDir, dataDirGiven: false, blockingFolder: unreachable })).toEqual(place);
    // another clone of the same name gets another folder
    const other = embeddedClusterPlace({
      dataDir: path.join(project, 'elsewhere', 'app', 'data'),
      dataDirGiven: false,
      blockingFolder: unreachable,
    });
    expect(other.clusterDir).not.toBe(place.clusterDir);
  });

  it('stays where DATA_DIR says, or where a cluster already is', () => {
    expect(embeddedClusterPlace({ dataDir, dataDirGiven: true, blockingFolder: unreachable })).toEqual({
      clusterDir: path.join(dataDir, 'db'),
    });
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '18\n');
    expect(embeddedClusterPlace({ dataDir, dataDirGiven: false, blockingFolder: unreachable })).toEqual({
      clusterDir: path.join(dataDir, 'db'),
    });
  });
});
