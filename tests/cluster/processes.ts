import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** Every process group this run started, so that the end (or a crash) stops them all. */
const groups = new Set<number>();
const killAll = () => {
  for (const group of groups) killGroup(group, 'SIGKILL');
};
process.on('exit', killAll);
// a run stopped from outside (CI's timeout, Ctrl-C) must not leave PostgreSQL servers behind
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(1);
  });
}

export function killGroup(group: number, signal: NodeJS.Signals) {
  try {
    process.kill(-group, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Starts a long-running process in its own process group (so that kill -9 reaches the children
 * it forks, as pg_autoctl's postgres), logging into `log`. `asPostgres`: PostgreSQL and its
 * tools refuse to run as root.
 */
export function startProcess(
  command: string,
  args: string[],
  log: string,
  options: { asPostgres?: boolean; env?: Record<string, string> } = {},
): ChildProcess {
  const out = fs.openSync(log, 'a');
  const [file, argv] = options.asPostgres
    ? [
        'runuser',
        [
          '-u',
          'postgres',
          '--',
          'env',
          ...Object.entries(options.env ?? {}).map(([k, v]) => `${k}=${v}`),
          command,
          ...args,
        ],
      ]
    : [command, args];
  const child = spawn(file, argv, {
    detached: true,
    stdio: ['ignore', out, out],
    env: options.asPostgres ? process.env : { ...process.env, ...options.env },
  });
  fs.closeSync(out);
  started.set(child, { command, log });
  groups.add(child.pid!);
  child.once('exit', () => groups.delete(child.pid!));
  return child;
}

const started = new WeakMap<ChildProcess, { command: string; log: string }>();

/** For a failure's message: which process ended, how, and the last line it logged. */
export function ending(child: ChildProcess) {
  const { command, log } = started.get(child)!;
  const lines = fs.readFileSync(log, 'utf8').trim().split('\n');
  return `${command} ended (${child.exitCode ?? child.signalCode}): ${lines.at(-1)?.slice(0, 160) ?? ''}`;
}

/** Kills a process group at once (kill -9: no shutdown, as a crash or a pulled plug). */
export function crash(child: ChildProcess) {
  killGroup(child.pid!, 'SIGKILL');
  groups.delete(child.pid!);
}

/** Stops a process group politely, then for good. */
export async function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  killGroup(child.pid, 'SIGTERM');
  const ended = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  killGroup(child.pid, 'SIGKILL');
  groups.delete(child.pid);
}

/**
 * Runs a command to its end as the postgres user; throws with the last lines it wrote when it
 * fails (pg_autoctl says why at the end, after many lines of progress).
 */
export function runAsPostgres(command: string, args: string[], env: Record<string, string> = {}) {
  try {
    return execFileSync(
      'runuser',
      ['-u', 'postgres', '--', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), command, ...args],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    const said = `${stdout ?? ''}${stderr ?? ''}`.trim().split('\n').slice(-8).join(' | ');
    throw new Error(`${command} ${args.slice(0, 2).join(' ')} failed: ${said}`, { cause: error });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `check` holds, checking every `every` ms; throws with `what` after `seconds`, and
 * with the check's last error: CI shows only the first lines of a failure, so the why goes there.
 */
export async function until(what: string, check: () => Promise<boolean> | boolean, seconds = 120, every = 250) {
  const end = Date.now() + seconds * 1000;
  let last = 'the check said no';
  while (Date.now() < end) {
    const held = await Promise.resolve(check()).catch((error: Error) => {
      last = error.message || String(error);
      return false;
    });
    if (held) return;
    await sleep(every);
  }
  throw new Error(`timed out waiting for ${what} after ${seconds} s (last: ${last})`);
}
