import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';
import { ATTACKERS, loadVictim, type Victim } from './isolation/fixtures';
import { attack } from './isolation/attack';
import { MATRIX } from './isolation/matrix';

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
  victim = await loadVictim(t);
  // a change of the victim's own, which GET /changes must not tell the attackers of
  const its = await t.login('its@example.com');
  await t.call('PATCH', `venues/${victim.rows.venues}`, { token: its, body: { comment: 'Geändert von Nord' } });
  for (const [name, email] of Object.entries(ATTACKERS)) tokens[name] = await t.login(email);
  tokens.anonymous = undefined;
});
afterAll(() => t.close());

const routeKey = (method: string, url: string) => `${method} ${url.replace(/^\/api\/v2/, '')}`;
const apiRoutes = () =>
  (t?.app.registeredRoutes ?? [])
    .filter((r) => r.url.startsWith('/api/v2/') && r.method !== 'HEAD')
    .map((r) => routeKey(r.method, r.url));

describe('the isolation matrix', () => {
  it('covers every registered API route, and only those', async () => {
    const registered = apiRoutes().sort();
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  // four attackers on every route, each with a fingerprint of the database before and after
  it('refuses every attacker on every route and changes nothing', { timeout: 300_000 }, async () => {
    const failures = await attack(t, victim, tokens, MATRIX);
    expect(failures).toEqual([]);
  });
});
