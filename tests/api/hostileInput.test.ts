import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPORTED_FIELDS, MORE_ERRORS_FIELD } from '../../server/http/errors';
import { DEFAULT_BODY_LIMIT } from '../../server/http/jsonBody';
import { tableFingerprints } from '../support/snapshot';
import { testApp, type TestApp } from './helper';

/**
 * Hostile input on every route that takes a body, a query or path parameters: wrong types, huge
 * strings, unicode, nulls, extra fields, SQL and script fragments, negative and enormous ranges,
 * malformed JSON, path traversal. Never a 5xx, and never a changed row after a 4xx.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  // the internal administrator passes every permission check, so input reaches the handlers
  token = await t.login('admin@example.com');
});
afterAll(() => t.close());

// random cases per route; every route also gets the fixed malformed list parameters below
const RUNS = Number(process.env.HOSTILE_RUNS ?? 8);

/** Names Object.prototype answers to: a lookup by user input must not find them. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

const nasty = fc.constantFrom(
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'Eva\u0000Nord',
  ...PROTOTYPE_NAMES,
  'ＭÜLLER 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚑',
  '%',
  '_',
  '\\',
  '{"$where":"1"}',
  'x'.repeat(5000),
  '',
  '   ',
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nasty, fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(nasty, fc.integer()), { maxKeys: 3 }),
);

/** A body shaped like the schema (its own property names) with hostile values, plus extra fields. */
function bodyFor(schema: unknown): fc.Arbitrary<unknown> {
  const properties = Object.keys((schema as { properties?: object })?.properties ?? {});
  const shaped = fc.record(Object.fromEntries(properties.map((p) => [p, value])), { requiredKeys: [] });
  return fc.oneof(
    shaped,
    fc
      .tuple(shaped, fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 }))
      .map(([a, b]) => ({ ...b, ...a })),
    value,
    fc.constantFrom('{"broken":', '[1,2', 'null', '"text"'),
  );
}

/** Malformed list parameters, each tried on every list route (and drawn at random elsewhere). */
const BAD_LIST_VALUES = [
  '[',
  '["name"',
  '["name","ASC"]',
  '["id","DROP"]',
  '[-5,3]',
  '[0,99999999]',
  '[9,0]',
  '[1.5,2]',
  '{"q":"%"}',
  '{"q":"' + 'x'.repeat(300) + '"}',
  '{"deleted":"yes"}',
  '{"id":["x"]}',
  '{"id":"not-a-list"}',
  '{"organisationId":"../x"}',
  '{"__proto__":{"a":1}}',
  '{"q":{"$ne":1}}',
  'null',
  '1e999',
  // NUL bytes (PostgreSQL refuses them in text) and prototype names as sort, group and filter fields
  '\u0000',
  '["\u0000","ASC"]',
  '{"q":"a\u0000b"}',
  '{"scope":"\u0000"}',
  ...PROTOTYPE_NAMES.flatMap((name) => [name, `["${name}","ASC"]`, `{"${name}":"x"}`, `{"scope":"${name}"}`]),
];
const queryValue = fc.oneof(nasty, fc.constantFrom(...BAD_LIST_VALUES), fc.string({ maxLength: 20 }));
const paramValue = fc.oneof(
  nasty,
  fc.uuid(),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'current-user', '..', 'null'),
);

// bookkeeping a refused request may leave: failed logins and the public forms' shared counters
const snapshot = async () => JSON.stringify(await tableFingerprints(t.db, ['login_failures', 'rate_limit_counters']));

const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: object })?.properties ?? {});

/** The route's path with a syntactically valid value (a random uuid, or the first enum value) in each parameter. */
function samplePath(route: { url: string; schema?: { params?: unknown } }): string {
  const params =
    (route.schema?.params as { properties?: Record<string, { anyOf?: { const?: string }[] }> })?.properties ?? {};
  return route.url
    .replace('/api/v2/', '')
    .replace(/:(\w+)/g, (_m, name: string) => params[name]?.anyOf?.[0]?.const ?? crypto.randomUUID());
}

const routes = () => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v2/') && r.method !== 'HEAD');

describe('hostile input', () => {
  it('covers a route of every kind', () => {
    expect(routes().filter((r) => r.schema?.body).length).toBeGreaterThan(10);
  });

  it(
    'answers every malformed list parameter with 4xx on every list route, on v1 and v2',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      const lists = routes().filter((r) => r.method === 'GET' && !r.url.includes(':'));
      for (const route of lists) {
        const path = route.url.replace('/api/v2/', '');
        for (const key of ['filter', 'sort', 'range', 'groupBy']) {
          for (const bad of BAD_LIST_VALUES) {
            const v2 = await t.call('GET', `${path}?${key}=${encodeURIComponent(bad)}`, { token });
            if (v2.status >= 500) failures.push(`v2 ${path} ${key}=${bad.slice(0, 40)} answered ${v2.status}`);
          }
        }
        for (const key of [
          'page',
          'itemsPerPage',
          'sortBy',
          'sortDesc',
          'groupBy',
          'search',
          'scope',
          'id',
          'deleted',
          'organisationId',
        ]) {
          for (const bad of BAD_LIST_VALUES) {
            const v1 = await t.call('GET', `${path}?${key}=${encodeURIComponent(bad)}`, { token, version: 'v1' });
            if (v1.status >= 500) failures.push(`v1 ${path} ${key}=${bad.slice(0, 40)} answered ${v1.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'refuses a NUL byte in any body field, query or parameter with 400, also anonymously on public routes',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      for (const route of routes()) {
        const auth = route.public ? {} : { token };
        const before = await snapshot();
        const query = await t.call(route.method as never, `${samplePath(route)}?q=a%00b`, auth);
        if (query.status !== 400 || query.body?.errors?.q === undefined)
          failures.push(`${route.method} ${route.url} ?q=NUL answered ${query.status}`);
        if (route.url.includes(':')) {
          const param = await t.call(
            route.method as never,
            route.url.replace('/api/v2/', '').replace(/:(\w+)/g, 'x%00'),
            auth,
          );
          if (param.status !== 400)
            failures.push(`${route.method} ${route.url} NUL in a parameter answered ${param.status}`);
        }
        for (const field of propertiesOf(route.schema?.body)) {
          const body = await t.call(route.method as never, samplePath(route), {
            ...auth,
            body: { [field]: 'Eva\u0000Nord' },
          });
          if (body.status !== 400 || body.body?.errors?.[field] === undefined)
            failures.push(
              `${route.method} ${route.url} NUL in ${field} answered ${body.status} ${JSON.stringify(body.body).slice(0, 200)}`,
            );
        }
        if ((await snapshot()) !== before)
          failures.push(`${route.method} ${route.url} changed data while refusing a NUL byte`);
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    "answers 413 to a body over each route's limit, and to one of more JSON values than the route allows",
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      for (const route of routes().filter((r) => r.schema?.body)) {
        const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
        const auth = route.public ? {} : { token };
        const over = JSON.stringify({ [propertiesOf(route.schema?.body)[0] ?? 'x']: 'x'.repeat(limit) });
        const big = await t.call(route.method as never, samplePath(route), {
          ...auth,
          body: over,
          headers: { 'content-type': 'application/json' },
        });
        if (big.status !== 413)
          failures.push(`${route.method} ${route.url} answered ${big.status} to ${over.length} bytes`);
        if (route.maxJsonValues) {
          // tiny values: within the byte limit, but far more parsed objects than the route allows
          const many = `{"rows":[${'{},'.repeat(route.maxJsonValues)}{}]}`;
          expect(many.length).toBeLessThan(limit);
          const answer = await t.call(route.method as never, samplePath(route), {
            ...auth,
            body: many,
            headers: { 'content-type': 'application/json' },
          });
          if (answer.status !== 413)
            failures.push(
              `${route.method} ${route.url} answered ${answer.status} to ${route.maxJsonValues + 1} values`,
            );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    `reports at most ${MAX_REPORTED_FIELDS} wrong fields per answer, with a note on how many more`,
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      for (const route of routes().filter((r) => r.schema?.body)) {
        const auth = route.public ? {} : { token };
        // every field a long list of wrong values: thousands of errors if all were reported
        const body = Object.fromEntries(
          propertiesOf(route.schema?.body).map((field) => [field, Array.from({ length: 2000 }, () => ({ x: 1 }))]),
        );
        const answer = await t.call(route.method as never, samplePath(route), { ...auth, body });
        if (answer.status >= 500) failures.push(`${route.method} ${route.url} answered ${answer.status}`);
        const errors = Object.keys(answer.body?.errors ?? {});
        if (errors.length > MAX_REPORTED_FIELDS + 1)
          failures.push(`${route.method} ${route.url} reported ${errors.length} fields`);
      }
      // the bulk routes: a list of junk ids is cut at the first fields, and says so
      const bulk = await t.call('POST', 'venues/delete-many', {
        token,
        body: { ids: Array.from({ length: 1000 }, (_, i) => `a${i}`) },
      });
      expect(bulk.status).toBe(400);
      expect(Object.keys(bulk.body.errors)).toHaveLength(MAX_REPORTED_FIELDS + 1);
      expect(bulk.body.errors[MORE_ERRORS_FIELD]).toBe(`And ${1000 - MAX_REPORTED_FIELDS} more fields with errors.`);
      expect(failures).toEqual([]);
    },
  );

  it('never answers 5xx and never changes data when it refuses', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue, { minLength: params.length, maxLength: params.length }),
          fc.dictionary(
            fc.constantFrom(
              'sort',
              'range',
              'filter',
              'page',
              'itemsPerPage',
              'sortBy',
              'sortDesc',
              'search',
              'groupBy',
              'q',
            ),
            queryValue,
            { maxKeys: 4 },
          ),
          route.schema?.body ? bodyFor(route.schema.body) : fc.constant(undefined),
          async (values, query, body) => {
            let path = route.url.replace('/api/v2/', '');
            params.forEach((name, i) => (path = path.replace(`:${name}`, encodeURIComponent(String(values[i])))));
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            const before = await snapshot();
            const raw = typeof body === 'string' && /^[[{"n]/.test(body);
            const response = await t.call(route.method as never, `${path}${qs ? `?${qs}` : ''}`, {
              token,
              body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
              headers: body === undefined ? {} : { 'content-type': 'application/json' },
            });
            if (response.status >= 500)
              failures.push(
                `${route.method} ${route.url} answered ${response.status} for ${JSON.stringify({ values, query, body }).slice(0, 300)}`,
              );
            if (response.status >= 400 && (await snapshot()) !== before)
              failures.push(`${route.method} ${route.url} changed data while answering ${response.status}`);
          },
        ),
        { numRuns: RUNS, seed: 20261121 },
      );
    }
    expect(failures).toEqual([]);
  });
});
