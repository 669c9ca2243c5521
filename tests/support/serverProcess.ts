import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { npmStart } from './npmStart';

const SERVER = 'dist-server/main.mjs';

/**
 * The real server as `npm start` runs it (the bundle `npm run build` makes in dist-server/) as a
 * child process with its flags and environment (heap caps, malloc arenas), for the tests that
 * need a whole process: kill -9, SIGTERM, load, memory. `env` adds to the test's environment.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  const start = npmStart();
  const child = spawn(process.execPath, [...start.nodeArgs, SERVER], {
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // the last of what the server wrote to stderr, so that a test whose server died can say why
  const tail: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    tail.push(chunk);
    if (tail.length > 50) tail.shift();
  });
  lastWords.set(child, tail);
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderrTail(child)}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/docs/json`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const lastWords = new WeakMap<ChildProcess, string[]>();

/** The end of the server's stderr (for a test's failure message when the process is gone). */
export const stderrTail = (child: ChildProcess | undefined) =>
  child ? (lastWords.get(child) ?? []).join('').slice(-4000) : '';

/** Resolves with the exit code (null when a signal ended the process). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );

/** Stops the server as an operator would (SIGTERM), if it still runs. */
export async function stopServerProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await exited(child);
}

/** A bearer token of a demo user. */
export async function loginAs(baseUrl: string, email: string, password = 'Demo-1234!') {
  const response = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
