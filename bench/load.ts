import autocannon from 'autocannon';
import type pg from 'pg';

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  token?: string;
  body?: unknown;
}

/** autocannon against the server: each request built fresh, so it hits a random organisation or record. */
export async function measureHttp(
  baseUrl: string,
  next: () => HttpRequest,
  seconds: number,
  connections: number,
): Promise<Measure> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const r = next();
          return {
            ...request,
            method: r.method,
            path: r.path,
            headers: {
              ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
              ...(r.body ? { 'content-type': 'application/json' } : {}),
            },
            body: r.body ? JSON.stringify(r.body) : undefined,
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * The floor: the same SQL straight through the database client, with as many callers in parallel.
 * Each request's statements run one after another on one connection, as its transactions need.
 */
export async function measureSql(
  pool: pg.Pool,
  next: () => SqlQuery[],
  seconds: number,
  connections: number,
): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const queries = next();
        const start = performance.now();
        const client = await pool.connect();
        try {
          for (const query of queries) await client.query(query.text, query.values);
          latencies.push(performance.now() - start);
        } catch {
          errors++;
          await client.query('ROLLBACK').catch(() => {});
        } finally {
          client.release();
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}
