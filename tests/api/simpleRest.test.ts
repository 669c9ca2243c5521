import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, RESOURCES } from '../../src/domain/resources';
import { testApp, type TestApp } from './helper';
import { loadVictim, type Victim } from './isolation/fixtures';
import { MATRIX, newRowBody } from './isolation/matrix';

/**
 * react-admin's published ra-data-simple-rest provider, unchanged, against /api/v2: every declared
 * resource is listed (its default `id` sort included), read, created, updated with PUT, and
 * deleted the way that provider sends it. Internal staff (admin@) reach every organisation; the
 * bodies of new records are the isolation matrix's, which are valid by design.
 */
let t: TestApp;
let provider: DataProvider;
let victim: Victim;

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const token = await t.login('admin@example.com');
  // a refusal names the call and the fields the server found wrong
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils
      .fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } })
      .catch((error: { message: string; body?: unknown }) => {
        throw new Error(
          `${options.method ?? 'GET'} ${url}: ${error.message} ${JSON.stringify(error.body)} ${options.body}`,
        );
      });
  provider = simpleRestProvider(`http://127.0.0.1:${port}/api/v2`, httpClient);
  victim = await loadVictim(t);
});
afterAll(() => t.close());

describe('ra-data-simple-rest against /api/v2', () => {
  for (const definition of RESOURCES) {
    const { name } = definition;
    it(`lists, reads, creates, updates and deletes ${name}`, async () => {
      // getList without a sort sends ["id","ASC"]; soft-deleted rows stay out unless asked for
      const page = await provider.getList(name, { pagination: { page: 1, perPage: 5 }, filter: {} });
      expect(page.total).toBeGreaterThan(0);
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.map((row) => row.id)).toEqual([...page.data.map((row) => row.id)].sort());
      if (definition.softDelete) expect(page.data.every((row) => row.deleted === false)).toBe(true);
      const sorted = await provider.getList(name, {
        pagination: { page: 1, perPage: 3 },
        sort: { field: definition.list.sort.field, order: definition.list.sort.order },
        filter: {},
      });
      expect(sorted.data.length).toBeGreaterThan(0);

      const first = page.data[0];
      expect((await provider.getOne(name, { id: first.id })).data.id).toBe(first.id);
      const ids = page.data.slice(0, 2).map((row) => row.id);
      expect((await provider.getMany(name, { ids })).data.map((row) => row.id).sort()).toEqual([...ids].sort());

      let record = first;
      if (offers(definition, 'create') && MATRIX[`POST /${name}`]?.kind === 'target') {
        // texts of its own per resource: two resources may write one table (sites are organisations)
        const data = newRowBody(definition, victim, name);
        record = (await provider.create(name, { data })).data;
        expect(record.id).toBeTruthy();
      }
      if (offers(definition, 'update')) {
        // the whole record goes back, read-only fields included, as a form submits it
        const updated = await provider.update(name, { id: record.id, data: record, previousData: record });
        expect(updated.data.id).toBe(record.id);
        const many = await provider.updateMany(name, { ids: [record.id], data: {} });
        expect(many.data).toEqual([record.id]);
      }
      if (offers(definition, 'delete') && record !== first) {
        await provider.delete(name, { id: record.id, previousData: record });
        const after = await provider.getList(name, { pagination: { page: 1, perPage: 1000 }, filter: {} });
        expect(after.data.some((row) => row.id === record.id)).toBe(false);
        // references to a deleted row still resolve
        if (definition.softDelete) expect((await provider.getMany(name, { ids: [record.id] })).data).toHaveLength(1);
      }
    });
  }
});
