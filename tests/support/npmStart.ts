import fs from 'node:fs';

/**
 * How `npm start` runs the server (package.json's start script is the one place): its node flags
 * (heap caps) and its environment (glibc's malloc arenas), for the tests and the benchmark that
 * start the real process and must measure it as it runs in production.
 */
export function npmStart(): { nodeArgs: string[]; env: Record<string, string> } {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const command = scripts.start.split('&&').pop()!.trim().split(/\s+/);
  const env = Object.fromEntries(
    command.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=') as [string, string]),
  );
  const nodeArgs = command.filter((word) => word.startsWith('--'));
  return { nodeArgs, env };
}
