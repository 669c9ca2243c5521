import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { testApp, type TestApp } from './helper';

describe('TRUST_PROXY', () => {
  it('reads false, a number of proxies or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    // a hop count trusts that many proxies, counted from the server
    const one = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    const two = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof one !== 'function' || typeof two !== 'function') throw new Error('a hop count is a trust function');
    expect([0, 1, 2].map((hop) => one('192.0.2.1', hop))).toEqual([true, false, false]);
    expect([0, 1, 2].map((hop) => two('192.0.2.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, which would let every client choose its address, saying what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /number of proxies in front of the server \(e\.g\. TRUST_PROXY=1/,
      );
    }
  });

  it('refuses entries that are no proxy address', () => {
    for (const value of ['10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,,x', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be false, a number of proxies or a comma-separated list/,
      );
    }
  });
});

describe('one proxy hop (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy,
      loginMaxFailures: 3,
      publicFormLimit: 2,
    });
  });
  afterAll(() => t.close());

  // The load balancer appends the address it saw; everything left of it is the client's own text.
  const through = (client: string, spoofed: string) => ({ 'x-forwarded-for': `${spoofed}, ${client}` });

  it('counts failed logins per address the proxy saw, whatever the client puts left of it', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const answer = await t.call('POST', 'auth/login', {
        headers: through('198.51.100.7', `203.0.113.${i}`),
        body: { username: 'its@example.com', password: 'wrong' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // another client behind the same proxy has its own count
    const other = await t.call('POST', 'auth/login', {
      headers: through('198.51.100.8', '203.0.113.1'),
      body: { username: 'its@example.com', password: 'Demo-1234!' },
    });
    expect(other.status).toBe(200);
  });

  it('limits the public forms per address the proxy saw', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const answer = await t.call('POST', 'auth/password-reset/request', {
        headers: through('198.51.100.9', `203.0.113.${i}`),
        body: { email: 'nobody@example.com' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([202, 202, 429, 429]);
  });
});
