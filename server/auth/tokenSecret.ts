import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { privateFolder } from '../services/privateFiles';

/** Where the generated secret is kept when neither JWT_SECRET nor JWT_SECRET_FILE is set. */
export const generatedSecretFile = (dataDir: string) => path.join(dataDir, 'secrets', 'jwt-secret');

async function readSecret(file: string, source: string): Promise<string> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`${source} ${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  const secret = text.trim();
  if (!secret) throw new Error(`${source} ${file} is empty`);
  return secret;
}

/**
 * Creates the secret file once, readable by the server's user only. The content goes to a
 * temporary file first and is linked into place: link() fails if the file exists, so two servers
 * starting on one DATA_DIR agree on one secret and neither reads a half-written file.
 */
async function generatedSecret(dataDir: string): Promise<{ secret: string; created: boolean }> {
  const file = generatedSecretFile(dataDir);
  privateFolder(path.dirname(file));
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  let created = false;
  try {
    await fs.writeFile(draft, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    await fs.link(draft, file);
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  // A file restored from a backup or copied by hand may have lost its mode.
  const { mode } = await fs.stat(file);
  if (mode & 0o077) await fs.chmod(file, 0o600);
  return { secret: await readSecret(file, 'The token secret file'), created };
}

/**
 * The HMAC secret for access tokens: JWT_SECRET, else the content of JWT_SECRET_FILE, else one
 * generated once into DATA_DIR/secrets/jwt-secret. It is never kept in the database, whose
 * readers could otherwise sign any token, an administrator's included.
 */
export async function loadTokenSecret(
  config: Pick<Config, 'jwtSecret' | 'jwtSecretFile' | 'dataDir' | 'databaseUrl'>,
  log: FastifyBaseLogger,
): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.jwtSecretFile) return readSecret(config.jwtSecretFile, 'JWT_SECRET_FILE');
  const { secret, created } = await generatedSecret(config.dataDir);
  if (created) log.info({ file: generatedSecretFile(config.dataDir) }, 'token secret generated');
  if (config.databaseUrl) {
    // Instances on other machines cannot see this file: each would sign with its own secret.
    log.warn(
      'DATABASE_URL without JWT_SECRET or JWT_SECRET_FILE: the token secret is this instance’s own, so other instances on the database refuse its tokens; give every instance the same JWT_SECRET or JWT_SECRET_FILE',
    );
  }
  return secret;
}
