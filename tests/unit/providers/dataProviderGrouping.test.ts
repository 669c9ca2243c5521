import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { mockApi } from './msw';

const server = mockApi();

describe('dataProvider grouping (table option groupBy)', () => {
  it('sends meta.groupBy as groupBy on v2 and v1, and nothing without it', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get('*/api/v2/courses', ({ request }) => {
        seen.v2 = new URL(request.url).searchParams.get('groupBy');
        return HttpResponse.json([], { headers: { 'content-range': 'courses */0' } });
      }),
      http.get('*/api/v1/courses', ({ request }) => {
        seen.v1 = new URL(request.url).searchParams.get('groupBy');
        return HttpResponse.json({ items: [], total: 0 });
      }),
    );
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'startDate', order: 'DESC' as const },
      filter: {},
    };
    await dataProvider.getList('courses', { ...params, meta: { groupBy: 'status' } });
    await dataProvider.getList('courses', { ...params, meta: { groupBy: 'status', apiVersion: 'v1' } });
    expect(seen).toEqual({ v2: 'status', v1: 'status' });
    await dataProvider.getList('courses', params);
    expect(seen.v2).toBeNull();
  });
});
