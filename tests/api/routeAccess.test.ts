import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprints } from '../support/snapshot';
import { testApp, type TestApp } from './helper';

/**
 * The gate before the body: a route declares who may send it anything (`config.access`), and a
 * caller without it is refused with 403 while his body is still unread. A 30 MB body from a user
 * without any feature must cost the server nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe('access before the body', () => {
  it('is declared by every route that takes a body and is not public', () => {
    const undeclared = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.public && (r.schema?.body || BODY_METHODS.includes(r.method)))
      .filter((r) => !r.access || (r.access !== 'user' && r.access.length === 0))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('is declared with a JSON value bound by every route that raises its body limit', () => {
    const unbounded = t.app.registeredRoutes
      .filter((r) => r.bodyLimit && !r.maxJsonValues)
      .map((r) => `${r.method} ${r.url}`);
    expect(unbounded).toEqual([]);
  });

  it('refuses a user without the feature a 30 MB import with 403, without parsing it', async () => {
    const token = await t.login('user@example.com');
    const before = await tableFingerprints(t.db);
    // not even JSON: a parsed body would answer 400 (or 413), only the gate answers 403
    const response = await t.call('POST', 'itc-instructors/import?dryRun=true', {
      token,
      body: `{"rows":[${'{"organisation":"x"},'.repeat(1_500_000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
    expect(await tableFingerprints(t.db)).toEqual(before);
  });

  it('still lets the user change his own account (access: user)', async () => {
    const token = await t.login('user@example.com');
    const response = await t.call('PUT', `users/${await t.userId('user@example.com')}/thememode`, {
      token,
      body: { themeMode: 'dark' },
    });
    expect(response.status).toBe(200);
  });

  it('answers 413 to an import over the size IMPORT_MAX_ROWS rows need, for a user who may import', async () => {
    const token = await t.login('admin@example.com');
    const response = await t.call('POST', 'itc-instructors/import?dryRun=true', {
      token,
      body: `{"rows":[${'{"organisation":"x"},'.repeat(1_500_000)}{}]}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
