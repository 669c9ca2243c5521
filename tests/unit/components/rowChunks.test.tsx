import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type GetListParams,
  type ListControllerResult,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { useRowChunks } from '../../../src/components/lists/allRows/useRowChunks';
import { ALL_ROWS } from '../../../src/components/lists/AppPagination';

/**
 * §9 "All" beyond one page of the API (issue 25.13): the rows come in chunks of the largest page
 * the API serves, each asked for once the table scrolls near it, with the list's sort and filters;
 * the list's own page is not asked for again.
 */
afterEach(cleanup);

const TOTAL = 2500;
const venue = (index: number) => ({ id: `v${index}`, name: `Halle ${index}` });

function setup() {
  const asked: GetListParams[] = [];
  const dataProvider = {
    ...testDataProvider(),
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      const { page, perPage } = params.pagination!;
      const first = (page - 1) * perPage;
      const rows = Array.from({ length: Math.max(0, Math.min(perPage, TOTAL - first)) }, (_, n) => venue(first + n));
      return { data: rows, total: TOTAL };
    },
  };
  const list = {
    resource: 'venues',
    sort: { field: 'name', order: 'ASC' },
    filterValues: { q: 'Halle' },
    filter: { organisationId: 'nord' },
    total: TOTAL,
    page: 1,
    perPage: ALL_ROWS,
    data: Array.from({ length: ALL_ROWS }, (_, n) => venue(n)),
  } as unknown as ListControllerResult;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext dataProvider={dataProvider as never} store={memoryStore()}>
      {children}
    </AdminContext>
  );
  const hook = renderHook(() => useRowChunks(list, { groupBy: 'address' }), { wrapper });
  return { hook, asked };
}

describe('the rows of "All" beyond one page', () => {
  it('come in pages the API serves, once scrolled near, with the list’s sort, filters and grouping', async () => {
    const { hook, asked } = setup();
    expect(hook.result.current.rowAt(999)).toEqual(venue(999));
    expect(hook.result.current.rowAt(1000)).toBeUndefined();
    expect(asked).toEqual([]);

    // in view: rows 990 to 1,010, the end of the list's page and the start of the next
    act(() => hook.result.current.want(990, 1010));
    await waitFor(() => expect(hook.result.current.rowAt(1000)).toEqual(venue(1000)));
    expect(asked).toEqual([
      {
        pagination: { page: 2, perPage: ALL_ROWS },
        sort: { field: 'name', order: 'ASC' },
        filter: { q: 'Halle', organisationId: 'nord' },
        meta: { groupBy: 'address' },
      },
    ]);
    expect(hook.result.current.loaded).toHaveLength(2000);

    // the end of the list: the last page only, once however often it is in view
    act(() => hook.result.current.want(2480, 2499));
    act(() => hook.result.current.want(2490, 2499));
    await waitFor(() => expect(hook.result.current.rowAt(2499)).toEqual(venue(2499)));
    expect(asked.map((params) => params.pagination!.page)).toEqual([2, 3]);
    expect(hook.result.current.loaded.map((row) => row.id).slice(1998, 2002)).toEqual([
      'v1998',
      'v1999',
      'v2000',
      'v2001',
    ]);
  });
});
