import type { GetListParams, GetManyParams, GetManyReferenceParams, SortPayload } from 'react-admin';
import { api } from './http';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecord = any;

interface ListQuery {
  page: number;
  /** <= 0: all rows. */
  perPage: number;
  sort?: SortPayload;
  filter?: Record<string, unknown>;
  groupBy?: unknown;
}

/**
 * A v1 list takes the data-table options of the specification as plain query parameters
 * (`itemsPerPage` -1 = all, the free text `filter.q` as `search`, other filters by name, JSON for
 * arrays and objects) and answers `{ items, total }`.
 */
async function list(resource: string, { page, perPage, sort, filter = {}, groupBy }: ListQuery) {
  const { q: search, ...filters } = filter;
  const query: Record<string, string> = { page: String(page), itemsPerPage: String(perPage > 0 ? perPage : -1) };
  if (sort?.field) {
    query.sortBy = sort.field;
    query.sortDesc = String(sort.order === 'DESC');
  }
  if (typeof search === 'string' && search) query.search = search;
  if (typeof groupBy === 'string' && groupBy) query.groupBy = groupBy;
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '')
      query[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const { json } = await api<{ items: AnyRecord[]; total: number }>(resource, { version: 'v1', query });
  return { data: json.items, total: json.total };
}

/** What v1 does otherwise than ra-data-simple-rest: everything else differs from v2 only in its prefix. */
export const v1Lists = {
  getList: (resource: string, params: GetListParams) =>
    list(resource, {
      ...(params.pagination ?? { page: 1, perPage: 10 }),
      sort: params.sort,
      filter: params.filter,
      groupBy: params.meta?.groupBy,
    }),

  getManyReference: (resource: string, params: GetManyReferenceParams) =>
    list(resource, {
      ...params.pagination,
      sort: params.sort,
      filter: { ...params.filter, [params.target]: params.id },
    }),

  // one request, like v2's filter={"id":[...]}
  getMany: async (resource: string, params: GetManyParams) => ({
    data: (await list(resource, { page: 1, perPage: -1, filter: { id: params.ids } })).data,
  }),
};
