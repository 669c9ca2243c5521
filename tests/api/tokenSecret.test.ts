import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { testApp, type TestApp } from './helper';

/** Where docs/configuration.md says the generated secret is kept. */
const generatedSecretFile = (dataDir: string) => path.join(dataDir, 'secrets', 'jwt-secret');

/** A token for the user that only the holder of `secret` can make. */
async function tokenSignedWith(t: TestApp, secret: string, email: string) {
  const sv = (
    await t.db.selectFrom('users').select('sessionVersion').where('email', '=', email).executeTakeFirstOrThrow()
  ).sessionVersion;
  return new SignJWT({ user: {}, sv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(await t.userId(email))
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

// two servers start per test (a restart on the same DATA_DIR): slow on a busy machine, so more than the suite's 20 s
describe('token secret', { timeout: 60_000 }, () => {
  it('is generated once into DATA_DIR/secrets/jwt-secret, readable by the server’s user only, and not into the database', async () => {
    const t = await testApp({ jwtSecret: undefined });
    try {
      const file = generatedSecretFile(t.config.dataDir);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      const secret = fs.readFileSync(file, 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(64);
      expect(await t.db.selectFrom('appSettings').selectAll().where('key', '=', 'jwt_secret').execute()).toEqual([]);

      // the file's content is the secret the server checks tokens with
      const token = await tokenSignedWith(t, secret, 'admin@example.com');
      expect((await t.call('GET', 'users/current-user', { token })).status).toBe(200);

      // a restart on the same DATA_DIR keeps it: tokens issued before still work
      const issued = await t.login('its@example.com');
      const again = await buildApp({ config: t.config, db: t.db });
      try {
        const answer = await again.inject({
          method: 'GET',
          url: '/api/v2/users/current-user',
          headers: { authorization: `Bearer ${issued}` },
        });
        expect(answer.statusCode).toBe(200);
      } finally {
        await again.close();
      }
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    } finally {
      await t.close();
    }
  });

  it('comes from JWT_SECRET_FILE when set, and a missing file stops the start with a message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-secret-'));
    const file = path.join(dir, 'jwt');
    fs.writeFileSync(file, 'a shared secret of the instances, long enough\n');
    const t = await testApp({
      jwtSecretFile: loadConfig({ JWT_SECRET_FILE: file }).jwtSecretFile,
      jwtSecret: undefined,
    });
    try {
      expect(t.config.jwtSecretFile).toBe(file);
      const token = await tokenSignedWith(t, 'a shared secret of the instances, long enough', 'admin@example.com');
      expect((await t.call('GET', 'users/current-user', { token })).status).toBe(200);
      expect(fs.existsSync(generatedSecretFile(t.config.dataDir))).toBe(false);
      await expect(
        buildApp({ config: { ...t.config, jwtSecretFile: path.join(dir, 'missing') }, db: t.db }),
      ).rejects.toThrow(/JWT_SECRET_FILE .*missing cannot be read/);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
