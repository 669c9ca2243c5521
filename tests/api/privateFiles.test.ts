import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { loadTokenSecret } from '../../server/auth/tokenSecret';
import { clusterPassword } from '../../server/db/clusterPassword';
import { takeLock } from '../../server/db/embedded';
import { queryCapture } from '../../server/db/queryCapture';
import { createMailer } from '../../server/services/mail';

/**
 * Everything the server writes under DATA_DIR is its user's alone (folders 0700, files 0600), also
 * where a folder was there before, open to everyone: captured mail (with reset links), the token
 * secret, the database's password, the lock file; and the SQL capture file wherever it lies.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-private-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Every folder and file under `dir` with its permission bits. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes[path.relative(dataDir, full)] = (fs.statSync(full).mode & 0o777).toString(8);
  }
  return modes;
}

it('keeps mail, secrets, the database password and the lock file private to the server’s user', async () => {
  // folders left open by hand or by an earlier release
  for (const folder of ['mail', 'secrets']) {
    fs.mkdirSync(path.join(dataDir, folder));
    fs.chmodSync(path.join(dataDir, folder), 0o777);
  }
  const log = pino({ level: 'silent' });
  await createMailer({ from: 'noreply@example.com', dataDir }, log).send({
    to: 'admin@example.com',
    subject: 'Reset your password',
    text: 'http://localhost/password-reset/reset?token=secret',
  });
  await loadTokenSecret({ dataDir, jwtSecret: undefined, jwtSecretFile: undefined, databaseUrl: undefined }, log);
  clusterPassword(path.join(dataDir, 'db'));
  takeLock(path.join(dataDir, 'server.pid'));
  const capture = path.join(dataDir, 'queries.jsonl');
  const record = queryCapture(capture)!;
  process.emit('SIGUSR2');
  record({ level: 'query', query: { sql: 'SELECT 1', parameters: [] } } as never);
  process.emit('SIGUSR2');

  const modes = modesUnder(dataDir);
  const mail = Object.keys(modes).filter((name) => name.endsWith('.eml'));
  expect(mail).toHaveLength(1);
  expect(modes).toEqual({
    mail: '700',
    [mail[0]]: '600',
    secrets: '700',
    'secrets/jwt-secret': '600',
    'db.password': '600',
    'server.pid': '600',
    'queries.jsonl': '600',
  });
});
