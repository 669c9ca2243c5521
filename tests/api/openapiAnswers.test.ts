import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { testApp, type TestApp } from './helper';
import { loadVictim, type Victim } from './isolation/fixtures';
import { MATRIX, type Probe } from './isolation/matrix';

/**
 * Every route of the OpenAPI document is called once, the way a user allowed to would (internal
 * staff for the organisations' rows, a site coordinator for his own account, nobody for the public
 * calls), and each answer is checked against what the document says of its status: its schema,
 * and a v2 list's Content-Range. The requests come from the isolation matrix, which knows every
 * route; where its request is meant to be refused, VALID gives one that is not.
 */
let t: TestApp;
let doc: any;
let victim: Victim;
const tokens: Record<string, string> = {};

/** Requests that succeed where the matrix sends one that should fail for an attacker. */
const VALID: Record<string, { path?: (v: Victim) => string; body?: (v: Victim) => unknown; as?: string }> = {
  'POST /auth/login': { body: () => ({ username: 'user@example.com', password: DEMO_PASSWORD }) },
  'POST /auth/logout': { as: 'instructor@example.com' },
  'PATCH /users/current-user/account': {
    body: () => ({ firstName: 'Paula', lastName: 'Platt', email: 'user@example.com', title: null }),
    as: 'user@example.com',
  },
  'PATCH /users/current-user/password': {
    body: () => ({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }),
    as: 'user@example.com',
  },
  'PATCH /users/current-user/dashboard-cards': { body: () => ({ cards: [] }) },
  'POST /auth/password-reset/request': { body: () => ({ email: 'user@example.com' }) },
  'POST /auth/password-reset/check': { body: () => ({ token: 'a'.repeat(43) }) },
  'POST /auth/password-reset/reset': {
    body: () => ({ token: 'a'.repeat(43), password: DEMO_PASSWORD, passwordRepeat: DEMO_PASSWORD }),
  },
  'POST /instructor-certificates/:id/decline': { body: () => ({ itcComment: 'Die Unterschrift fehlt.' }) },
  'POST /support': {
    body: () => ({
      organisationName: 'Praxis',
      contactPerson: 'Pia',
      email: 'pia@example.com',
      message: 'Hallo',
      privacyPolicyConfirmed: true,
    }),
  },
};

let written = 0;
/** The matrix writes one name to every row; names are unique per organisation, so each call gets its own. */
const distinctName = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { name?: unknown }).name === 'string'
    ? { ...body, name: `${(body as { name: string }).name} ${++written}` }
    : body;

const CALLERS = { staff: 'admin@example.com', own: 'its@example.com' };

beforeAll(async () => {
  t = await testApp();
  doc = (await t.call('GET', '/api/docs/json')).body;
  victim = await loadVictim(t);
  for (const email of new Set([...Object.values(CALLERS), ...Object.values(VALID).map((v) => v.as ?? '')]))
    if (email) tokens[email] = await t.login(email);
});
afterAll(() => t.close());

/** An OpenAPI 3.0 schema (with `nullable`) as JSON Schema for ajv. */
function jsonSchema(schema: any): any {
  if (Array.isArray(schema)) return schema.map(jsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, jsonSchema(value)]));
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const validators = new Map<object, ValidateFunction>();
const validatorOf = (schema: object) => {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(jsonSchema(schema)));
  return validators.get(schema)!;
};

const openApiPath = (key: string) => key.split(' ')[1].replace(/:(\w+)/g, '{$1}');

describe('the answers of every documented route', () => {
  it('match what the document says of their status', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    let succeeded = 0;
    // reads first, then writes, deletions last: each call finds what it needs
    const order = (key: string) =>
      key.startsWith('GET') ? 0 : key.startsWith('DELETE') || key.includes('delete') ? 2 : 1;
    const keys = Object.keys(MATRIX).sort((a, b) => order(a) - order(b));
    for (const key of keys) {
      const probe: Probe = MATRIX[key];
      const [method] = key.split(' ');
      const valid = VALID[key] ?? {};
      const path =
        valid.path?.(victim) ??
        (probe.kind === 'list' || probe.kind === 'target' ? probe.path(victim) : key.split(' ')[1].slice(1));
      const body = distinctName(
        valid.body?.(victim) ??
          (probe.kind === 'target' ? probe.body?.(victim) : probe.kind === 'own' ? probe.body : undefined),
      );
      const caller =
        valid.as ?? (probe.kind === 'public' ? undefined : probe.kind === 'own' ? CALLERS.own : CALLERS.staff);
      const response = await t.call(method as never, path, {
        token: caller ? tokens[caller] : undefined,
        body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
      });
      const operation = doc.paths[`/api/v2${openApiPath(key)}`]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${key}: not in the document`);
        continue;
      }
      const documented = operation.responses[String(response.status)];
      if (!documented) {
        problems.push(`${key}: answered ${response.status}, which the document does not name`);
        continue;
      }
      if (response.status < 300) succeeded++;
      const content = documented.content ?? {};
      if (content['application/octet-stream']) continue; // a file
      const schema = content['application/json']?.schema;
      if (!schema) {
        if (response.status !== 204) problems.push(`${key}: ${response.status} documented without a schema`);
        continue;
      }
      const validate = validatorOf(schema);
      if (!validate(response.body))
        problems.push(`${key}: ${response.status} ${ajv.errorsText(validate.errors).slice(0, 300)}`);
      if (
        documented.headers?.['Content-Range'] &&
        !/^\S+ (\d+-\d+|\*)\/\d+$/.test(String(response.headers['content-range']))
      )
        problems.push(`${key}: no Content-Range`);
    }
    expect(problems).toEqual([]);
    console.info(`${succeeded} of ${keys.length} routes answered with success`);
    // the requests are meant to succeed, so that almost every route is checked with its success
    // answer; the rest meet a rule on the way (a row deleted by an earlier call, a course no longer
    // new, a request out of data entry, a profile that exists, an upload without a file, a made-up
    // reset token), answers checked against their documented error all the same
    expect(succeeded).toBeGreaterThan(keys.length * 0.8);
  });
});
