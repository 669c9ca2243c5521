import { spawn, type ChildProcess } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import type { HttpRequest } from '../load';

/** The minimal floor's server (server.ts) on its own process, as the API's server runs on its own. */
export async function startMinimal(databaseUrl: string, secret: string, port: number) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/minimal/server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), JWT_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${baseUrl}/`)
      .then(() => true)
      .catch(() => false);
    if (up) break;
    if (i > 120) throw new Error('the minimal floor server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function answer(baseUrl: string, request: HttpRequest) {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
  });
  const text = await response.text();
  return {
    status: response.status,
    range: response.headers.get('content-range'),
    body: text ? JSON.parse(text) : null,
  };
}

/**
 * Whether the minimal floor answers the workload: 'none' where it has no endpoint for it, else
 * 'same' when its answers to sample requests equal the API's (status, Content-Range, every row
 * with every field, in order), or the first difference.
 */
export async function compareWithApi(
  apiUrl: string,
  minimalUrl: string,
  next: () => HttpRequest,
  samples = 5,
): Promise<'none' | 'same' | string> {
  for (let i = 0; i < samples; i++) {
    const request = next();
    const [api, minimal] = await Promise.all([answer(apiUrl, request), answer(minimalUrl, request)]);
    if (minimal.status === 404) return 'none';
    if (api.status !== minimal.status || api.range !== minimal.range) {
      return `${request.path}: API ${api.status} ${api.range}, minimal ${minimal.status} ${minimal.range}`;
    }
    if (!isDeepStrictEqual(api.body, minimal.body)) {
      const rows = Array.isArray(api.body) ? (api.body as unknown[]) : [];
      const at = rows.findIndex((row, n) => !isDeepStrictEqual(row, (minimal.body as unknown[])?.[n]));
      return `${request.path}: row ${at} differs: API ${JSON.stringify(rows[at])}, minimal ${JSON.stringify((minimal.body as unknown[])?.[at])}`;
    }
  }
  return 'same';
}
