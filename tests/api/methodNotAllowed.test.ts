import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('its@example.com');
});
afterAll(() => t.close());

describe('an address with a method it does not take', () => {
  it('answers 405 with the methods it takes, on both generations', async () => {
    const venue = (await t.call('GET', 'venues', { token })).body[0].id;
    for (const version of ['v2', 'v1'] as const) {
      const response = await t.call('POST', `venues/${venue}`, { token, version, body: {} });
      expect(response.status).toBe(405);
      expect(response.body.code).toBe('METHOD_NOT_ALLOWED');
      expect(String(response.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'PATCH', 'PUT']);
    }
    const list = await t.call('DELETE', 'venues', { token });
    expect(list.status).toBe(405);
    expect(String(list.headers.allow).split(', ').sort()).toEqual(['GET', 'POST']);
  });

  it('answers 404 for an address that does not exist at all', async () => {
    expect((await t.call('GET', 'no-such-resource', { token })).status).toBe(404);
    expect((await t.call('POST', 'venues/a/b/c', { token, body: {} })).status).toBe(404);
  });
});
