import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { BENCH_PASSWORD } from './seedLarge';

/** Random choices, seeded so that two runs ask the same questions. */
export function random(seed = 42) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

export interface BenchContext {
  baseUrl: string;
  sites: { id: string; token: string; userId: string }[];
  itcs: { id: string; token: string; userId: string }[];
  instructors: { token: string; userId: string }[];
  coordinatorEmails: string[];
  pick: <T>(list: readonly T[]) => T;
}

async function login(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed with ${response.status}`);
  const body = (await response.json()) as { access_token: string; user: { id: string; organisation: { id: string } } };
  return { token: body.access_token, userId: body.user.id, id: body.user.organisation.id };
}

/** Logged-in sample users of 40 sites, every ITC and 40 instructors. */
export async function benchContext(db: Kysely<Database>, baseUrl: string): Promise<BenchContext> {
  const { rows } = await sql<{ email: string }>`SELECT email FROM users WHERE email LIKE 'its-%@bench.example' ORDER BY email`.execute(db);
  const coordinatorEmails = rows.map((r) => r.email);
  const { pick } = random();
  const sample = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}@bench.example`);
  return {
    baseUrl,
    sites: await Promise.all(sample('its', 40).map((email) => login(baseUrl, email))),
    itcs: await Promise.all(sample('itc', 5).map((email) => login(baseUrl, email))),
    instructors: await Promise.all(sample('instructor', 40).map((email) => login(baseUrl, email))),
    coordinatorEmails,
    pick,
  };
}
