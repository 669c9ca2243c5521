import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { api, type ApiVersion } from './http';

// react-admin's methods are generic in the record type; the API answers records of any resource.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecord = any;

/**
 * The API generation each resource talks to; v2 unless listed here. A single call can choose
 * with `meta: { apiVersion: 'v1' }`.
 */
export const RESOURCE_VERSIONS: Record<string, ApiVersion> = {};

const versionOf = (resource: string, meta?: { apiVersion?: ApiVersion }) =>
  meta?.apiVersion ?? RESOURCE_VERSIONS[resource] ?? 'v2';

interface ListQuery {
  page: number;
  /** <= 0: all rows. */
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
  /** Rows ordered by this field first, so a table can show them in groups (`meta.groupBy`). */
  groupBy?: string;
}

/** v2 follows ra-data-simple-rest: sort/range/filter as JSON, total in Content-Range. */
async function listV2(resource: string, q: ListQuery) {
  const query: Record<string, string> = { filter: JSON.stringify(q.filter) };
  if (q.sort?.field) query.sort = JSON.stringify([q.sort.field, q.sort.order]);
  if (q.perPage > 0) query.range = JSON.stringify([(q.page - 1) * q.perPage, q.page * q.perPage - 1]);
  if (q.groupBy) query.groupBy = q.groupBy;
  const { json, headers } = await api<AnyRecord[]>(resource, { query });
  const range = headers.get('content-range');
  const total = range ? Number(range.split('/').pop()) : json.length;
  return { data: json, total };
}

/** v1 takes the data-table options of the specification and answers { items, total }. */
async function listV1(resource: string, q: ListQuery) {
  const { q: search, ...filters } = q.filter;
  const query: Record<string, string> = {
    page: String(q.page),
    itemsPerPage: String(q.perPage > 0 ? q.perPage : -1),
  };
  if (q.sort?.field) {
    query.sortBy = q.sort.field;
    query.sortDesc = String(q.sort.order === 'DESC');
  }
  if (typeof search === 'string' && search) query.search = search;
  if (q.groupBy) query.groupBy = q.groupBy;
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '')
      query[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const { json } = await api<{ items: AnyRecord[]; total: number }>(resource, { version: 'v1', query });
  return { data: json.items, total: json.total };
}

function list(resource: string, q: ListQuery, version: ApiVersion) {
  return version === 'v1' ? listV1(resource, q) : listV2(resource, q);
}

const path = (resource: string, id?: Identifier, action?: string) =>
  [resource, id !== undefined ? encodeURIComponent(String(id)) : undefined, action].filter(Boolean).join('/');

/**
 * react-admin's data provider over both API generations, with the product's custom calls beside
 * the CRUD methods: soft delete (`delete`), `restoreOne`/`restoreMany`, and `action` for workflow
 * steps such as approve, decline or certify. Bulk calls are one request each.
 */
export const dataProvider = {
  async getList(resource: string, params: GetListParams) {
    return list(
      resource,
      {
        page: params.pagination?.page ?? 1,
        perPage: params.pagination?.perPage ?? 10,
        sort: params.sort,
        filter: params.filter ?? {},
        groupBy: typeof params.meta?.groupBy === 'string' && params.meta.groupBy ? params.meta.groupBy : undefined,
      },
      versionOf(resource, params.meta),
    );
  },

  async getOne(resource: string, params: GetOneParams) {
    const { json } = await api<AnyRecord>(path(resource, params.id), { version: versionOf(resource, params.meta) });
    return { data: json };
  },

  async getMany(resource: string, params: GetManyParams) {
    const { data } = await list(
      resource,
      { page: 1, perPage: 0, filter: { id: params.ids } },
      versionOf(resource, params.meta),
    );
    return { data };
  },

  async getManyReference(resource: string, params: GetManyReferenceParams) {
    return list(
      resource,
      {
        page: params.pagination.page,
        perPage: params.pagination.perPage,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
      },
      versionOf(resource, params.meta),
    );
  },

  async create(resource: string, params: CreateParams) {
    const { json } = await api<AnyRecord>(resource, {
      method: 'POST',
      body: params.data,
      version: versionOf(resource, params.meta),
    });
    return { data: json };
  },

  async update(resource: string, params: UpdateParams) {
    const { json } = await api<AnyRecord>(path(resource, params.id), {
      method: 'PATCH',
      body: params.data,
      version: versionOf(resource, params.meta),
    });
    return { data: json };
  },

  async updateMany(resource: string, params: UpdateManyParams) {
    const { json } = await api<Identifier[]>(path(resource, undefined, 'update-many'), {
      method: 'POST',
      body: { ids: params.ids, data: params.data },
      version: versionOf(resource, params.meta),
    });
    return { data: json };
  },

  /** Soft-deletable resources keep the row with `deleted: true`; the answer is the row. */
  async delete(resource: string, params: DeleteParams) {
    const { json } = await api<AnyRecord>(path(resource, params.id), {
      method: 'DELETE',
      version: versionOf(resource, params.meta),
    });
    return { data: json ?? params.previousData };
  },

  async deleteMany(resource: string, params: DeleteManyParams) {
    const { json } = await api<Identifier[]>(path(resource, undefined, 'delete-many'), {
      method: 'POST',
      body: { ids: params.ids },
      version: versionOf(resource, params.meta),
    });
    return { data: json };
  },

  async restoreOne(resource: string, params: { id: Identifier; meta?: { apiVersion?: ApiVersion } }) {
    const { json } = await api<AnyRecord>(path(resource, params.id, 'restore'), {
      method: 'POST',
      version: versionOf(resource, params.meta),
    });
    return { data: json };
  },

  async restoreMany(resource: string, params: { ids: Identifier[]; meta?: { apiVersion?: ApiVersion } }) {
    const { json } = await api<Identifier[]>(path(resource, undefined, 'restore-many'), {
      method: 'POST',
      body: { ids: params.ids },
      version: versionOf(resource, params.meta),
    });
    return { data: json };
  },

  /** A workflow step: POST /{resource}/{id}/{name} with an optional body; answers the record. */
  async action(
    resource: string,
    params: { id: Identifier; name: string; data?: unknown; meta?: { apiVersion?: ApiVersion } },
  ) {
    const { json } = await api<AnyRecord>(path(resource, params.id, params.name), {
      method: 'POST',
      body: params.data ?? {},
      version: versionOf(resource, params.meta),
    });
    return { data: json };
  },
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
