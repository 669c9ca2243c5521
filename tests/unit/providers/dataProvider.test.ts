import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider, RESOURCE_VERSIONS } from '../../../src/providers/dataProvider';
import { mockApi } from './msw';

const server = mockApi();

describe('dataProvider on v2 (ra-data-simple-rest conventions)', () => {
  it('getList sends sort, range and filter and reads the total from Content-Range', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/api/v2/venues', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([{ id: 'a' }], { headers: { 'content-range': 'venues 10-19/123' } });
      }),
    );
    const result = await dataProvider.getList('venues', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'Ham', deleted: false },
    });
    expect(result).toEqual({ data: [{ id: 'a' }], total: 123 });
    expect(JSON.parse(query!.get('sort')!)).toEqual(['name', 'DESC']);
    expect(JSON.parse(query!.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(query!.get('filter')!)).toEqual({ q: 'Ham', deleted: false });
  });

  it('asks for all rows without a range when the page size is "all"', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/api/v2/venues', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([], { headers: { 'content-range': 'venues */0' } });
      }),
    );
    await dataProvider.getList('venues', {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(query!.has('range')).toBe(false);
  });

  it('getOne, create, update, delete and restore use one request each', async () => {
    const calls: string[] = [];
    const record = (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({ id: '1', name: 'X' });
    };
    server.use(
      http.get('*/api/v2/venues/1', ({ request }) => record(request)),
      http.post('*/api/v2/venues', ({ request }) => record(request)),
      http.patch('*/api/v2/venues/1', ({ request }) => record(request)),
      http.delete('*/api/v2/venues/1', ({ request }) => record(request)),
      http.post('*/api/v2/venues/1/restore', ({ request }) => record(request)),
      http.post('*/api/v2/venues/delete-many', ({ request }) => {
        calls.push(`POST ${new URL(request.url).pathname}`);
        return HttpResponse.json(['1', '2']);
      }),
    );
    await dataProvider.getOne('venues', { id: '1' });
    await dataProvider.create('venues', { data: { name: 'X' } });
    await dataProvider.update('venues', { id: '1', data: { name: 'Y' }, previousData: { id: '1' } });
    await dataProvider.delete('venues', { id: '1' });
    await dataProvider.restoreOne('venues', { id: '1' });
    expect((await dataProvider.deleteMany('venues', { ids: ['1', '2'] })).data).toEqual(['1', '2']);
    expect(calls).toEqual([
      'GET /api/v2/venues/1',
      'POST /api/v2/venues',
      'PATCH /api/v2/venues/1',
      'DELETE /api/v2/venues/1',
      'POST /api/v2/venues/1/restore',
      'POST /api/v2/venues/delete-many',
    ]);
  });

  it('runs a workflow action with its body', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v2/instructor-certificates/7/decline', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: '7', status: 'DATAENTRY' });
      }),
    );
    const { data } = await dataProvider.action('instructor-certificates', {
      id: '7',
      name: 'decline',
      data: { itcComment: 'Unterschrift fehlt' },
    });
    expect(data.status).toBe('DATAENTRY');
    expect(body).toEqual({ itcComment: 'Unterschrift fehlt' });
  });
});

describe('dataProvider on v1 (data-table options)', () => {
  it('sends page, itemsPerPage, sortBy, sortDesc, search and filters, and reads { items, total }', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/api/v1/venues', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ items: [{ id: 'b' }], total: 42 });
      }),
    );
    const result = await dataProvider.getList('venues', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'Köln', deleted: true },
      meta: { apiVersion: 'v1' },
    });
    expect(result).toEqual({ data: [{ id: 'b' }], total: 42 });
    expect(Object.fromEntries(query!)).toEqual({
      page: '3',
      itemsPerPage: '25',
      sortBy: 'name',
      sortDesc: 'true',
      search: 'Köln',
      deleted: 'true',
    });
  });

  it('follows the version configured for a resource', async () => {
    RESOURCE_VERSIONS.legacy = 'v1';
    server.use(http.get('*/api/v1/legacy/5', () => HttpResponse.json({ id: '5' })));
    expect((await dataProvider.getOne('legacy', { id: '5' })).data).toEqual({ id: '5' });
    delete RESOURCE_VERSIONS.legacy;
  });
});
