import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { HttpRequest, SqlQuery } from './load';

const SEPARATOR = '--- request ---';

/**
 * Sends sample requests one after another while the server records its queries, and answers the
 * SQL of each request: what the floor replays.
 */
export async function captureSql(
  server: ChildProcess,
  file: string,
  baseUrl: string,
  next: () => HttpRequest,
  samples = 40,
): Promise<SqlQuery[][]> {
  fs.writeFileSync(file, '');
  server.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (let i = 0; i < samples; i++) {
    const request = next();
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
    await response.arrayBuffer();
    fs.appendFileSync(file, `${SEPARATOR}\n`);
  }
  server.kill('SIGUSR2');
  const groups: SqlQuery[][] = [[]];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    if (line === SEPARATOR) groups.push([]);
    else {
      const { sql, parameters } = JSON.parse(line) as { sql: string; parameters: unknown[] };
      groups.at(-1)!.push({ text: sql, values: parameters });
    }
  }
  return groups.filter((g) => g.length > 0);
}
