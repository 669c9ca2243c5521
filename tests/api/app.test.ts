import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the HTTP shell', () => {
  it('serves an OpenAPI 3 document listing both API versions', async () => {
    const response = await t.call('GET', '/api/docs/json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/v2/auth/login', '/api/v1/auth/login', '/api/v2/users/{id}/uisettings']),
    );
  });

  it('sends security headers', async () => {
    const response = await t.call('POST', 'auth/login', { body: { username: 'x', password: 'y' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const response = await t.call('POST', 'auth/login', { body: { username: 'x'.repeat(1_100_000), password: 'y' } });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 404 in the error format for unknown API paths', async () => {
    const token = await t.login('its@example.com');
    const response = await t.call('GET', 'no-such-thing', { token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
});
