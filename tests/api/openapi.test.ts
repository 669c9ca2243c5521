import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/** The OpenAPI document at /api/docs/json, checked with a standard validator. */
let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await testApp();
  doc = (await t.call('GET', '/api/docs/json')).body;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries<Record<string, any>>(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3 schema', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('gives every call a success answer with a schema, and its errors per status', () => {
    const missing: string[] = [];
    for (const { path, method, operation } of operations()) {
      const success = Object.keys(operation.responses).find((status) => /^2/.test(status));
      const content = success && operation.responses[success].content;
      // 204 answers nothing; every other success has a schema of what it answers
      if (!success) missing.push(`${method} ${path}: no 2xx`);
      else if (
        success !== '204' &&
        !Object.values<{ schema?: object }>(content ?? {}).some((c) => c.schema && Object.keys(c.schema).length)
      )
        missing.push(`${method} ${path}: ${success} without a schema`);
      if (!operation.security && !operation.responses['401']) missing.push(`${method} ${path}: no 401`);
    }
    expect(missing).toEqual([]);
  });

  it('asks no token of the public calls and a bearer token of every other', () => {
    const open = operations()
      .filter(({ operation }) => Array.isArray(operation.security) && operation.security.length === 0)
      .map(({ method, path }) => `${method} ${path.replace(/^\/api\/v\d/, '')}`);
    expect(new Set(open)).toEqual(
      new Set([
        'POST /auth/login',
        'POST /auth/password-reset/request',
        'POST /auth/password-reset/check',
        'POST /auth/password-reset/reset',
        'POST /support',
        'GET /verify/{code}',
      ]),
    );
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('documents the list parameters of both generations and the Content-Range of v2', () => {
    const v2 = doc.paths['/api/v2/venues'].get;
    expect(v2.parameters.map((p: { name: string }) => p.name)).toEqual(['sort', 'range', 'filter', 'groupBy']);
    expect(v2.responses['200'].headers['Content-Range']).toBeDefined();
    const v1 = doc.paths['/api/v1/venues'].get;
    expect(v1.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'itemsPerPage', 'sortBy', 'sortDesc', 'search']),
    );
  });

  it('marks the statistics range as required', () => {
    const parameters = doc.paths['/api/v2/statistics'].get.parameters;
    expect(
      parameters
        .filter((p: { required: boolean }) => p.required)
        .map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['from', 'to']);
  });
});
