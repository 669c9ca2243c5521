import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider, RESOURCE_VERSIONS } from '../../../src/providers/dataProvider';
import { ApiError } from '../../../src/providers/http';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { loadWholeCatalogues } from '../../../src/providers/wholeCatalogues';
import { session } from '../../../src/providers/storage';
import { mockApi } from './msw';

const server = mockApi();

interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  auth?: string | null;
}

/** Records every request that reaches the API (method, path, query, JSON body) and answers it. */
function serve(answer: (request: Request) => Response) {
  const received: Received[] = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      received.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        ...(text ? { body: JSON.parse(text) } : {}),
      });
      return answer(request);
    }),
  );
  return received;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

/** What differs between the generations: how lists are asked for and answered. */
const GENERATIONS = {
  v2: {
    meta: undefined,
    list: (rows: object[], total: number) =>
      HttpResponse.json(rows, { headers: { 'content-range': `venues 0-${rows.length - 1}/${total}` } }),
    getList: { sort: '["name","DESC"]', range: '[10,19]', filter: '{"q":"Ham","deleted":false}' },
    all: { sort: '["name","ASC"]', filter: '{}' },
    getMany: { filter: '{"id":["1","2"]}' },
    getManyReference: { sort: '["name","ASC"]', range: '[0,4]', filter: '{"deleted":false,"organisationId":"o1"}' },
  },
  v1: {
    meta: { apiVersion: 'v1' as const },
    list: (rows: object[], total: number) => HttpResponse.json({ items: rows, total }),
    getList: { page: '2', itemsPerPage: '10', sortBy: 'name', sortDesc: 'true', search: 'Ham', deleted: 'false' },
    all: { page: '1', itemsPerPage: '-1', sortBy: 'name', sortDesc: 'false' },
    getMany: { page: '1', itemsPerPage: '-1', id: '["1","2"]' },
    getManyReference: {
      page: '1',
      itemsPerPage: '5',
      sortBy: 'name',
      sortDesc: 'false',
      deleted: 'false',
      organisationId: 'o1',
    },
  },
};

describe.each(['v2', 'v1'] as const)('dataProvider on %s', (version) => {
  const { meta, list, ...query } = GENERATIONS[version];
  const at = (path: string) => `/api/${version}/${path}`;
  const record = () => HttpResponse.json({ id: '1', name: 'X' });

  it('getList sends sort, page and filter and reads rows and total', async () => {
    const received = serve(() => list([{ id: 'a' }], 123));
    const result = await dataProvider.getList('venues', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'Ham', deleted: false },
      meta,
    });
    expect(result).toEqual({ data: [{ id: 'a' }], total: 123 });
    expect(received).toEqual([{ method: 'GET', path: at('venues'), query: query.getList }]);
  });

  it('getList asks for all rows when the page size is "all"', async () => {
    const received = serve(() => list([], 0));
    await dataProvider.getList('venues', {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta,
    });
    expect(received).toEqual([{ method: 'GET', path: at('venues'), query: query.all }]);
  });

  it('getOne reads one record, with the id encoded and the bearer token', async () => {
    session.save('token-7', Date.now() + 60_000);
    let auth: string | null = null;
    server.use(
      http.get(`*${at('venues/a%2Fb')}`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ id: 'a/b' });
      }),
    );
    expect(await dataProvider.getOne('venues', { id: 'a/b', meta })).toEqual({ data: { id: 'a/b' } });
    expect(auth).toBe('Bearer token-7');
  });

  it('getMany asks for all ids in one request', async () => {
    const received = serve(() => list([{ id: '1' }, { id: '2' }], 2));
    expect(await dataProvider.getMany('venues', { ids: ['1', '2'], meta })).toEqual({
      data: [{ id: '1' }, { id: '2' }],
    });
    expect(received).toEqual([{ method: 'GET', path: at('venues'), query: query.getMany }]);
  });

  it('getManyReference filters by the target', async () => {
    const received = serve(() => list([{ id: 'v' }], 1));
    const result = await dataProvider.getManyReference('venues', {
      target: 'organisationId',
      id: 'o1',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: { deleted: false },
      meta,
    });
    expect(result).toEqual({ data: [{ id: 'v' }], total: 1 });
    expect(received).toEqual([{ method: 'GET', path: at('venues'), query: query.getManyReference }]);
  });

  it('create POSTs the record', async () => {
    const received = serve(record);
    expect(await dataProvider.create('venues', { data: { name: 'X' }, meta })).toEqual({
      data: { id: '1', name: 'X' },
    });
    expect(received).toEqual([{ method: 'POST', path: at('venues'), query: {}, body: { name: 'X' } }]);
  });

  it('update PATCHes the record, with the id encoded', async () => {
    const received = serve(record);
    const result = await dataProvider.update('venues', {
      id: 'a/b',
      data: { name: 'X' },
      previousData: { id: 'a/b', name: 'W' },
      meta,
    });
    expect(result).toEqual({ data: { id: '1', name: 'X' } });
    expect(received).toEqual([{ method: 'PATCH', path: at('venues/a%2Fb'), query: {}, body: { name: 'X' } }]);
  });

  it('updateMany sends one request for all ids', async () => {
    const received = serve(() => HttpResponse.json(['1', '2', '3']));
    const result = await dataProvider.updateMany('venues', { ids: ['1', '2', '3'], data: { comment: 'c' }, meta });
    expect(result).toEqual({ data: ['1', '2', '3'] });
    expect(received).toEqual([
      {
        method: 'POST',
        path: at('venues/update-many'),
        query: {},
        body: { ids: ['1', '2', '3'], data: { comment: 'c' } },
      },
    ]);
  });

  it('delete answers the soft-deleted row, or the previous data when the server sends none', async () => {
    const received = serve(() => HttpResponse.json({ id: '1', deleted: true }));
    const previousData = { id: '1', deleted: false };
    expect(await dataProvider.delete('venues', { id: '1', previousData, meta })).toEqual({
      data: { id: '1', deleted: true },
    });
    expect(received).toEqual([{ method: 'DELETE', path: at('venues/1'), query: {} }]);
    const again = serve(() => new HttpResponse(null, { status: 204 }));
    expect(await dataProvider.delete('venues', { id: '1', previousData, meta })).toEqual({ data: previousData });
    expect(again).toEqual([{ method: 'DELETE', path: at('venues/1'), query: {} }]);
  });

  it('deleteMany sends one request for all ids', async () => {
    const received = serve(() => HttpResponse.json(['1', '2', '3']));
    expect(await dataProvider.deleteMany('venues', { ids: ['1', '2', '3'], meta })).toEqual({ data: ['1', '2', '3'] });
    expect(received).toEqual([
      { method: 'POST', path: at('venues/delete-many'), query: {}, body: { ids: ['1', '2', '3'] } },
    ]);
  });

  it('restoreOne and restoreMany POST to restore', async () => {
    const received = serve((request) =>
      request.url.endsWith('/restore-many') ? HttpResponse.json(['1', '2']) : record(),
    );
    expect(await dataProvider.restoreOne('venues', { id: '1', meta })).toEqual({ data: { id: '1', name: 'X' } });
    expect(await dataProvider.restoreMany('venues', { ids: ['1', '2'], meta })).toEqual({ data: ['1', '2'] });
    expect(received).toEqual([
      { method: 'POST', path: at('venues/1/restore'), query: {} },
      { method: 'POST', path: at('venues/restore-many'), query: {}, body: { ids: ['1', '2'] } },
    ]);
  });

  it('setDeletedEach asks for the partial answer: the ids written and the rows left out', async () => {
    const answer = { data: ['1'], refused: [{ id: '2', code: 'CHANGED_MEANWHILE', message: 'changed' }] };
    const received = serve(() => HttpResponse.json(answer));
    const versions = { '1': 'a', '2': 'b' };
    expect(await dataProvider.setDeletedEach('venues', { ids: ['1', '2'], versions, deleted: true, meta })).toEqual(
      answer,
    );
    expect(await dataProvider.setDeletedEach('venues', { ids: ['1', '2'], versions, deleted: false, meta })).toEqual(
      answer,
    );
    expect(received).toEqual([
      {
        method: 'POST',
        path: at('venues/delete-many'),
        query: { partial: 'true' },
        body: { ids: ['1', '2'], versions },
      },
      {
        method: 'POST',
        path: at('venues/restore-many'),
        query: { partial: 'true' },
        body: { ids: ['1', '2'], versions },
      },
    ]);
  });

  it('action POSTs a workflow step with its body and answers the record', async () => {
    const received = serve(() => HttpResponse.json({ id: '7', status: 'DATAENTRY' }));
    const { data } = await dataProvider.action('instructor-certificates', {
      id: '7',
      name: 'decline',
      data: { itcComment: 'Unterschrift fehlt' },
      meta,
    });
    expect(data).toEqual({ id: '7', status: 'DATAENTRY' });
    await dataProvider.action('instructor-certificates', { id: '7', name: 'certify', meta });
    expect(received).toEqual([
      {
        method: 'POST',
        path: at('instructor-certificates/7/decline'),
        query: {},
        body: { itcComment: 'Unterschrift fehlt' },
      },
      { method: 'POST', path: at('instructor-certificates/7/certify'), query: {}, body: {} },
    ]);
  });

  describe('errors', () => {
    afterEach(() => createI18nProvider('en'));

    it('rejects a conflict with a translated ApiError whose body.errors the form shows', async () => {
      // the app's texts, as after the login
      await createI18nProvider('de');
      await loadWholeCatalogues();
      const received = serve(() =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'NOT_UNIQUE',
            message: 'Value already exists.',
            errors: { name: 'Value already exists.' },
          },
          { status: 409 },
        ),
      );
      const previousData = { id: '1', name: 'W' };
      const created = await failure(dataProvider.create('venues', { data: { name: 'X' }, meta }));
      const updated = await failure(
        dataProvider.update('venues', { id: '1', data: { name: 'X' }, previousData, meta }),
      );
      for (const error of [created, updated]) {
        expect(error).toBeInstanceOf(ApiError);
        expect(error.status).toBe(409);
        expect(error.code).toBe('NOT_UNIQUE');
        expect(error.message).toBe('409: Wert existiert bereits.');
        expect(error.body.errors).toEqual({ name: 'Wert existiert bereits.' });
      }
      expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${at('venues')}`, `PATCH ${at('venues/1')}`]);
    });

    it('rejects a 401 with the server’s message as it is', async () => {
      serve(() => HttpResponse.json({ statusCode: 401, code: 'JWT_EXPIRED', message: 'Jwt expired' }, { status: 401 }));
      const error = await failure(
        dataProvider.getList('venues', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
          meta,
        }),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(401);
      expect(error.message).toBe('Jwt expired');
      expect(error.body.code).toBe('JWT_EXPIRED');
    });
  });
});

describe('choosing the generation', () => {
  afterEach(() => {
    delete RESOURCE_VERSIONS.legacy;
  });

  it('sends a resource listed in RESOURCE_VERSIONS to v1 unless the call names v2', async () => {
    RESOURCE_VERSIONS.legacy = 'v1';
    const received = serve(() => HttpResponse.json({ items: [], total: 0 }));
    await dataProvider.getList('legacy', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    await dataProvider.restoreOne('legacy', { id: '5' });
    await dataProvider.getOne('legacy', { id: '5', meta: { apiVersion: 'v2' } });
    expect(received).toEqual([
      { method: 'GET', path: '/api/v1/legacy', query: { page: '1', itemsPerPage: '10' } },
      { method: 'POST', path: '/api/v1/legacy/5/restore', query: {} },
      { method: 'GET', path: '/api/v2/legacy/5', query: {} },
    ]);
  });
});
