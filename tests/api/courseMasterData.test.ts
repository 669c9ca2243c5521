import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/** Course types and instructor types: the same generic resource as venues, checked end to end once each. */
let t: TestApp;
let its: string;
let sued: string;
let itc: string;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await testApp();
  [its, sued, itc] = await Promise.all(
    ['its@example.com', 'its.sued@example.com', 'itc@example.com'].map((e) => t.login(e)),
  );
});
afterAll(() => t.close());

for (const resource of ['course-types', 'instructor-types'] as const) {
  describe(resource, () => {
    let id: string;

    it('creates, reads and refuses a duplicate name in the organisation', async () => {
      const created = await t.call('POST', resource, { token: its, body: { name: '  Notfalltraining Ärzte ' } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Notfalltraining Ärzte',
        organisationName: 'Trainingszentrum Nord',
        deleted: false,
      });
      id = created.body.id;
      expect((await t.call('GET', `${resource}/${id}`, { token: its })).body.name).toBe('Notfalltraining Ärzte');
      const twice = await t.call('POST', resource, { token: its, body: { name: 'NOTFALLTRAINING ÄRZTE' } });
      expect(twice.status).toBe(409);
      expect(twice.body.errors).toEqual({ name: 'Value already exists.' });
      expect((await t.call('POST', resource, { token: its, body: { name: '' } })).body.errors).toEqual({
        name: 'Field required.',
      });
    });

    it('lists with sort, range, filter and search on v2, and the same rows on v1', async () => {
      const v2 = await t.call(
        'GET',
        `${resource}?sort=${q(['name', 'DESC'])}&range=${q([0, 2])}&filter=${q({ deleted: false })}`,
        { token: its },
      );
      const v1 = await t.call('GET', `${resource}?page=1&itemsPerPage=3&sortBy=name&sortDesc=true&deleted=false`, {
        token: its,
        version: 'v1',
      });
      expect(v1.body.items).toEqual(v2.body);
      expect(v1.body.total).toBe(Number(String(v2.headers['content-range']).split('/')[1]));
      const names = v2.body.map((r: { name: string }) => r.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'de')));
      const search = await t.call('GET', `${resource}?filter=${q({ q: 'ärzte' })}`, { token: its });
      expect(search.body.map((r: { id: string }) => r.id)).toEqual([id]);
      // the ITC sees the rows of all its sites
      const network = await t.call('GET', `${resource}?itemsPerPage=-1`, { token: itc, version: 'v1' });
      expect(new Set(network.body.items.map((r: { organisationName: string }) => r.organisationName)).size).toBe(3);
    });

    it('updates, soft-deletes, refuses updates while deleted and restores', async () => {
      expect(
        (await t.call('PATCH', `${resource}/${id}`, { token: its, body: { name: 'Notfalltraining Pflege' } })).body
          .name,
      ).toBe('Notfalltraining Pflege');
      expect((await t.call('DELETE', `${resource}/${id}`, { token: its })).body.deleted).toBe(true);
      expect((await t.call('PATCH', `${resource}/${id}`, { token: its, body: { name: 'x' } })).status).toBe(409);
      expect((await t.call('POST', `${resource}/${id}/restore`, { token: its })).body.deleted).toBe(false);
    });

    it('answers 404 to another site on read, update, delete and restore', async () => {
      expect((await t.call('GET', `${resource}/${id}`, { token: sued })).status).toBe(404);
      expect((await t.call('PATCH', `${resource}/${id}`, { token: sued, body: { name: 'Gekapert' } })).status).toBe(
        404,
      );
      expect((await t.call('DELETE', `${resource}/${id}`, { token: sued })).status).toBe(404);
      expect((await t.call('POST', `${resource}/${id}/restore`, { token: sued })).status).toBe(404);
      expect((await t.call('GET', `${resource}/${id}`, { token: its })).body).toMatchObject({
        name: 'Notfalltraining Pflege',
        deleted: false,
      });
    });
  });
}
