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
  // … and as JSON escapes, which only the parsed parameter holds as NUL
  '{"q":"a\\u0000b"}',
  '["a\\u0000b","ASC"]',
  '{"entity":"\\u0000"}',
  '{"id":["\\u0000"]}',
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

/** Requests in flight at once where they share no state (reads, or writes all refused before they run). */
const WIDTH = 8;

/** `work` on every item, WIDTH at a time, the answers in the items' order. */
async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WIDTH, items.length) }, worker));
  return results;
}

const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: object })?.properties ?? {});

interface Operation {
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: ListAnswer }> }>;
}
type ListAnswer = { items?: ListAnswer; properties?: Record<string, ListAnswer> };

/**
 * What a list filters on: the fields of its rows (v2 answers an array of them, v1 `{ items }`),
 * the free text and scope, and the audit log's period.
 */
function filterNames(operation: Operation): string[] {
  const answer = operation.responses?.['200']?.content?.['application/json']?.schema;
  const row = answer?.items ?? answer?.properties?.items?.items;
  return [...new Set([...Object.keys(row?.properties ?? {}), 'q', 'scope', 'deleted', 'from', 'to'])];
}

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
      const lists = routes().filter((r) => r.method === 'GET' && !r.url.includes(':'));
      const V1_KEYS = ['page', 'itemsPerPage', 'sortBy', 'sortDesc', 'groupBy', 'search', 'scope', 'id', 'deleted'];
      const requests = lists.flatMap((route) => {
        const path = route.url.replace('/api/v2/', '');
        return BAD_LIST_VALUES.flatMap((bad) => [
          ...['filter', 'sort', 'range', 'groupBy'].map((key) => ({ version: 'v2' as const, path, key, bad })),
          ...[...V1_KEYS, 'organisationId'].map((key) => ({ version: 'v1' as const, path, key, bad })),
        ]);
      });
      // reads only: they share no state, so they go in parallel
      const failures = (
        await inParallel(requests, async ({ version, path, key, bad }) => {
          const answer = await t.call('GET', `${path}?${key}=${encodeURIComponent(bad)}`, { token, version });
          return answer.status >= 500 ? `${version} ${path} ${key}=${bad.slice(0, 40)} answered ${answer.status}` : '';
        })
      ).filter(Boolean);
      expect(failures).toEqual([]);
    },
  );

  it(
    'refuses a NUL byte in any body field, query or parameter with 400, also anonymously on public routes',
    { timeout: 300_000 },
    async () => {
      /** The refusals a route must give: each answers 400 naming the field, and none writes. */
      const refusals = async (route: ReturnType<typeof routes>[number]) => {
        const failures: string[] = [];
        const auth = route.public ? {} : { token };
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
        return failures;
      };
      // every request is refused before it runs, so all go in parallel, with one fingerprint around them
      const before = await snapshot();
      const failures = (await inParallel(routes(), refusals)).flat();
      if ((await snapshot()) !== before) {
        // find the route that wrote: one at a time, each between two fingerprints
        const found = failures.length;
        for (const route of routes()) {
          const ahead = await snapshot();
          await refusals(route);
          if ((await snapshot()) !== ahead)
            failures.push(`${route.method} ${route.url} changed data while refusing a NUL byte`);
        }
        if (failures.length === found) failures.push('data changed while every route refused a NUL byte');
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'refuses a NUL in every query parameter of every route in the OpenAPI document, raw or escaped in its JSON',
    { timeout: 300_000 },
    async () => {
      const doc = (await t.call('GET', '/api/docs/json')).body as {
        paths: Record<string, Record<string, Operation>>;
      };
      const sent: { method: string; url: string; field: string; expect400: boolean }[] = [];
      for (const [template, methods] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const version = template.startsWith('/api/v1/') ? 'v1' : 'v2';
          const path = template.replace(/\{(\w+)\}/g, () => crypto.randomUUID());
          const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
          const add = (name: string, value: string, field: string, expect400 = true) =>
            sent.push({ method, url: `${path}?${name}=${encodeURIComponent(value)}`, field, expect400 });
          for (const name of query) {
            add(name, 'a\u0000b', name);
            // JSON parameters: a NUL their escapes make
            add(name, '"\\u0000"', name, false);
            add(name, '["a\\u0000b","ASC"]', `${name}.0`, false);
          }
          // a list's filters: v2 as the keys of `filter`, v1 as parameters of their own
          const filters = query.includes('filter') || query.includes('search') ? filterNames(operation) : [];
          for (const key of filters) {
            if (version === 'v2') add('filter', `{"${key}":"a\\u0000b"}`, `filter.${key}`);
            else {
              add(key, 'a\u0000b', key);
              add(key, '["a\\u0000b"]', `${key}.0`);
            }
          }
          if (query.includes('sort')) add('sort', '["a\\u0000b","ASC"]', 'sort.0');
          if (query.includes('range')) add('range', '["\\u0000",1]', 'range.0');
        }
      }
      expect(sent.length).toBeGreaterThan(1000);
      const before = await snapshot();
      const failures = (
        await inParallel(sent, async ({ method, url, field, expect400 }) => {
          const answer = await t.call(method.toUpperCase() as never, url, { token });
          const what = `${method.toUpperCase()} ${decodeURIComponent(url)} answered ${answer.status} ${JSON.stringify(answer.body?.errors)}`;
          if (answer.status >= 500) return what;
          if (!expect400) return '';
          return answer.status === 400 && answer.body?.message && answer.body?.errors?.[field] ? '' : what;
        })
      ).filter(Boolean);
      if ((await snapshot()) !== before) failures.push('a refused query changed data');
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
    type Route = ReturnType<typeof routes>[number];
    interface Case {
      path: string;
      body: unknown;
      what: string;
    }
    /** RUNS hostile requests to the route: parameters, a query and a body of its shape. */
    const casesOf = (route: Route): Case[] => {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const drawn = fc.tuple(
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
      );
      return fc.sample(drawn, { numRuns: RUNS, seed: 20261121 }).map(([values, query, body]) => {
        let path = route.url.replace('/api/v2/', '');
        params.forEach((name, i) => (path = path.replace(`:${name}`, encodeURIComponent(String(values[i])))));
        const qs = new URLSearchParams(query as Record<string, string>).toString();
        return {
          path: `${path}${qs ? `?${qs}` : ''}`,
          body,
          what: JSON.stringify({ values, query, body }).slice(0, 300),
        };
      });
    };
    const send = (route: Route, { path, body }: Case) => {
      const raw = typeof body === 'string' && /^[[{"n]/.test(body);
      return t.call(route.method as never, path, {
        token,
        body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      });
    };

    const failures: string[] = [];
    // one route at a time, its cases at once between two fingerprints; where one of them was
    // taken (2xx), each refusal is sent again between fingerprints of its own
    for (const route of routes()) {
      const cases = casesOf(route);
      const before = await snapshot();
      const answers = await Promise.all(cases.map((c) => send(route, c)));
      answers.forEach((answer, i) => {
        if (answer.status >= 500)
          failures.push(`${route.method} ${route.url} answered ${answer.status} for ${cases[i].what}`);
      });
      const refused = cases.filter((_, i) => answers[i].status >= 400);
      if (refused.length === cases.length) {
        if ((await snapshot()) !== before) failures.push(`${route.method} ${route.url} changed data while refusing`);
        continue;
      }
      for (const refusal of refused) {
        const ahead = await snapshot();
        const again = await send(route, refusal);
        if (again.status >= 400 && (await snapshot()) !== ahead)
          failures.push(
            `${route.method} ${route.url} changed data while answering ${again.status} for ${refusal.what}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
