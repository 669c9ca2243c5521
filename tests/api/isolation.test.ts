import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprints } from '../support/snapshot';
import { testApp, type TestApp } from './helper';
import { ATTACKERS, loadVictim, type Victim } from './isolation/fixtures';
import { MATRIX, type Probe } from './isolation/matrix';

/**
 * Tenant isolation, generated from the routes the server registers: every route is attacked by a
 * user of another site, of another ITC, a plain user and an anonymous client; each is refused (or
 * sees none of the victim's rows) and the database is unchanged afterwards.
 */
let t: TestApp;
let victim: Victim;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await testApp();
  victim = await loadVictim(t.db);
  for (const [name, email] of Object.entries(ATTACKERS)) tokens[name] = await t.login(email);
  tokens.anonymous = undefined;
});
afterAll(() => t.close());

const snapshot = () => tableFingerprints(t.db);

const routeKey = (method: string, url: string) => `${method} ${url.replace(/^\/api\/v2/, '')}`;
const apiRoutes = () =>
  (t?.app.registeredRoutes ?? [])
    .filter((r) => r.url.startsWith('/api/v2/') && r.method !== 'HEAD')
    .map((r) => routeKey(r.method, r.url));

/** Whether an answer leaks a row of the victim's organisation or one of its users. */
function leaks(body: unknown): boolean {
  const rows: unknown[] = Array.isArray(body) ? body : ((body as { items?: unknown[] })?.items ?? []);
  const victimUsers = new Set(Object.values(victim.userIds));
  return rows.some((row) => {
    const r = row as { organisationId?: string; id?: string };
    // a row of the victim's organisation, one of its users, or the organisation itself (a list of organisations)
    return (
      r.organisationId === victim.organisationId ||
      (r.id !== undefined && (victimUsers.has(r.id) || r.id === victim.organisationId))
    );
  });
}

describe('the isolation matrix', () => {
  it('covers every registered API route, and only those', async () => {
    const registered = apiRoutes().sort();
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  // four attackers on every route, each with a fingerprint of the database before and after
  it('refuses every attacker on every route and changes nothing', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const [key, probe] of Object.entries(MATRIX) as [string, Probe][]) {
      if (probe.kind === 'public') continue;
      const [method] = key.split(' ');
      for (const [attacker, token] of Object.entries(tokens)) {
        if (probe.kind === 'own' && token) continue;
        const path = probe.kind === 'own' ? key.split(' ')[1].slice(1) : probe.path(victim);
        const body = probe.kind === 'target' ? probe.body?.(victim) : probe.kind === 'own' ? probe.body : undefined;
        const before = await snapshot();
        const response = await t.call(method as never, path, {
          token,
          body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
        });
        const after = await snapshot();
        // 400 would hide whether tenancy holds: the probes send valid input, so a refusal must be 401/403/404
        const refused = [401, 403, 404, ...(probe.kind === 'target' ? (probe.refusedWith ?? []) : [])].includes(
          response.status,
        );
        if (!token && response.status !== 401) failures.push(`${key} as anonymous answered ${response.status}`);
        if (probe.kind === 'list') {
          if (!refused && (response.status !== 200 || leaks(response.body)))
            failures.push(`${key} as ${attacker} answered ${response.status} with victim rows`);
        } else if (
          !refused &&
          !(
            probe.kind === 'target' &&
            probe.readableBy?.includes(attacker) &&
            method === 'GET' &&
            response.status === 200
          )
        ) {
          failures.push(`${key} as ${attacker} answered ${response.status}`);
        }
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length) failures.push(`${key} as ${attacker} changed ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
