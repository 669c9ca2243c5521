import simpleRestProvider from 'ra-data-simple-rest';
import type {
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  fetchUtils,
  GetListParams,
  GetManyReferenceParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { BulkEditResult } from '../domain/bulk';
import { isSessionRefused, sessionOwner, sessionRefused } from './authProvider';
import { v1Lists } from './dataProviderV1';
import { api, ApiError, type ApiVersion } from './http';
import { asOneAction } from './oneAction';
import { translate } from './i18nProvider';
import { pendingChange, SessionEndedError } from './pendingChange';

// react-admin's methods are generic in the record type; the API answers records of any resource.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecord = any;
type Query = Record<string, string>;
interface Meta {
  apiVersion?: ApiVersion;
}

/**
 * The API generation each resource talks to; v2 unless listed here. A single call can choose
 * with `meta: { apiVersion: 'v1' }`.
 */
export const RESOURCE_VERSIONS: Record<string, ApiVersion> = {};

/**
 * ra-data-simple-rest's transport is our api(): bearer token, the §9 timeout and the product's
 * ApiError (translated "code: message", field errors in body.errors for the forms, 401 and 429).
 * `adjust` adds to the query what ra-data-simple-rest cannot say. Its own headers (Range, a
 * text/plain Content-Type on DELETE) are for servers that need them; ours does not.
 */
const httpClient =
  (version: ApiVersion, adjust?: (query: Query) => void) =>
  async (url: string, options: fetchUtils.Options = {}) => {
    const { pathname, searchParams } = new URL(url, window.location.origin);
    const query = Object.fromEntries(searchParams);
    adjust?.(query);
    const call = (idempotencyKey?: string) =>
      api<AnyRecord>(pathname.replace(`/api/${version}/`, ''), {
        method: options.method,
        body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
        version,
        query,
        idempotencyKey,
      });
    // every POST of ra-data-simple-rest is a create: one user action (oneAction.ts)
    const { status, headers, json } = await (options.method === 'POST'
      ? asOneAction(`${pathname} ${String(options.body)}`, call)
      : call());
    return {
      status,
      headers,
      json,
      // ra-data-simple-rest reads json and headers: the text only when asked for
      get body() {
        return JSON.stringify(json) ?? '';
      },
    };
  };

const simpleRest = (version: ApiVersion, adjust?: (query: Query) => void) =>
  simpleRestProvider(`/api/${version}`, httpClient(version, adjust));

/** What ra-data-simple-rest's list query lacks: page size "all" (no range) and `meta.groupBy`. */
const listQuery =
  (perPage = 10, groupBy?: unknown) =>
  (query: Query) => {
    if (perPage <= 0) delete query.range;
    if (typeof groupBy === 'string' && groupBy) query.groupBy = groupBy;
  };

/** The version a record carries (every answer of the API has one), if it is a record. */
const versionOf = (record: unknown) => {
  const version = (record as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' ? version : undefined;
};

const path = (resource: string, id: Identifier, action?: string) =>
  [resource, encodeURIComponent(String(id)), action].filter(Boolean).join('/');

/**
 * react-admin's data provider on one API generation, with the product's calls beside the CRUD
 * methods (typed as atomic-crm does): `restoreOne`/`restoreMany` and `action` for workflow steps
 * such as approve, decline or certify. Bulk calls are one request each.
 */
function generation(version: ApiVersion) {
  const base = simpleRest(version);
  const send = sender(version);
  return {
    // as ra-data-simple-rest has them (getMany: filter={"id":[...]}, one request)
    getOne: base.getOne,
    getMany: base.getMany,
    create: base.create,
    getList: (resource: string, params: GetListParams) =>
      simpleRest(version, listQuery(params.pagination?.perPage, params.meta?.groupBy)).getList(resource, params),
    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      simpleRest(version, listQuery(params.pagination.perPage)).getManyReference(resource, params),
    // the API changes the fields sent; ra-data-simple-rest would PUT. The version the user saw goes
    // with it (a form sends the record's `version` field back; else the one of previousData): the
    // server refuses the change with 412 if someone else changed the record since
    update: (resource: string, params: UpdateParams) =>
      send(path(resource, params.id), params.data, 'PATCH', versionOf(params.data) ?? versionOf(params.previousData)),
    ...bulkCalls(send),
    // a soft-deletable resource keeps the row with `deleted: true` and answers it; others may not answer
    delete: async (resource: string, params: DeleteParams) => ({
      data:
        (await send(path(resource, params.id), undefined, 'DELETE', versionOf(params.previousData))).data ??
        params.previousData,
    }),
    restoreOne: (resource: string, params: { id: Identifier; version?: unknown; meta?: Meta }) =>
      send(path(resource, params.id, 'restore'), undefined, 'POST', versionOf(params)),
    /**
     * A workflow step: POST /{resource}/{id}/{name} with an optional body, on the record's `version`
     * as seen; answers the record. One user action: a retry is answered, not done again (oneAction.ts).
     */
    action: async (
      resource: string,
      params: { id: Identifier; name: string; data?: unknown; version?: unknown; meta?: Meta },
    ) => {
      const to = path(resource, params.id, params.name);
      const body = params.data ?? {};
      const ifMatch = versionOf(params);
      const identity = `${version} ${to} ${ifMatch} ${JSON.stringify(body)}`;
      const answer = await asOneAction(identity, (idempotencyKey) =>
        api<AnyRecord>(to, { method: 'POST', body, version, ifMatch, idempotencyKey }),
      );
      return { data: answer.json };
    },
  } satisfies DataProvider;
}

/** One request of the generation, answered as react-admin wants it (`{ data }`). */
const sender =
  (version: ApiVersion) =>
  async <T = AnyRecord>(to: string, body?: unknown, method = 'POST', ifMatch?: string) => ({
    data: (await api<T>(to, { method, body, version, ifMatch })).json,
  });
type Send = ReturnType<typeof sender>;

/** The calls on a selection or a grid's rows: one request each. */
const bulkCalls = (send: Send) => ({
  // ra-data-simple-rest would send one request per id
  updateMany: (resource: string, params: UpdateManyParams) =>
    send<Identifier[]>(`${resource}/update-many`, { ids: params.ids, data: params.data }),
  /**
   * "Edit N selected": the fields in `data` (the bulk-editable ones the user ticked) go to each
   * row that may take them, in one transaction; the others come back in `refused` with their
   * reason, a row changed since the version in `versions` among them.
   */
  editMany: async (
    resource: string,
    params: {
      ids: Identifier[];
      data: Record<string, unknown>;
      versions?: Record<string, string>;
      meta?: Meta;
    },
  ) =>
    (
      await send<BulkEditResult>(`${resource}/update-many?partial=true`, {
        ids: params.ids,
        data: params.data,
        versions: params.versions,
      })
    ).data,
  /**
   * The list's grid, and the undo of any bulk change: each row with its own values and the
   * version it had when changed, in one transaction; the rows refused (changed since, out of
   * reach, a rule) come back with their reason.
   */
  editRows: async (
    resource: string,
    params: {
      rows: { id: Identifier; version?: string; data: Record<string, unknown> }[];
      /** The change undoes a bulk change ("Undo"): audited as `undo`. */
      undo?: boolean;
      meta?: Meta;
    },
  ) =>
    (
      await send<BulkEditResult>(`${resource}/update-many?partial=true${params.undo ? '&undo=true' : ''}`, {
        rows: params.rows,
      })
    ).data,
  // with the versions of the rows as the list showed them: none is written if one changed since (412)
  deleteMany: (resource: string, params: DeleteManyParams & { versions?: Record<string, string> }) =>
    send<Identifier[]>(`${resource}/delete-many`, { ids: params.ids, versions: params.versions }),
  /** Deletes (or restores) each row still at its version in `versions`; the others come back in `refused`. */
  setDeletedEach: async (
    resource: string,
    params: { ids: Identifier[]; versions: Record<string, string>; deleted: boolean; meta?: Meta },
  ) =>
    (
      await send<BulkEditResult>(`${resource}/${params.deleted ? 'delete' : 'restore'}-many?partial=true`, {
        ids: params.ids,
        versions: params.versions,
      })
    ).data,
  restoreMany: (resource: string, params: { ids: Identifier[]; versions?: Record<string, string>; meta?: Meta }) =>
    send<Identifier[]>(`${resource}/restore-many`, { ids: params.ids, versions: params.versions }),
});

export type AppDataProvider = ReturnType<typeof generation>;

// v1 differs from v2 only in its lists (see dataProviderV1.ts)
const generations: Record<ApiVersion, AppDataProvider> = {
  v2: generation('v2'),
  v1: { ...generation('v1'), ...v1Lists },
};

const on = (resource: string, params: { meta?: Meta }) =>
  generations[params.meta?.apiVersion ?? RESOURCE_VERSIONS[resource] ?? 'v2'];

type Write =
  | 'create'
  | 'update'
  | 'updateMany'
  | 'editMany'
  | 'editRows'
  | 'delete'
  | 'deleteMany'
  | 'setDeletedEach'
  | 'restoreOne'
  | 'restoreMany'
  | 'action';

/**
 * A write the server refuses with 401 fails with SessionEndedError (never the empty "success"
 * react-admin makes of a 401 it logs out on) and is kept to be sent again after a new login.
 */
function keptOn401<M extends Write>(method: M): AppDataProvider[M] {
  return (async (resource: string, params: { meta?: Meta; previousData?: unknown; signal?: unknown }) => {
    try {
      return await (on(resource, params)[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      // the record as it was and the abort signal are not part of the change
      const { previousData: _previous, signal: _signal, ...change } = params;
      pendingChange.keep({
        method,
        resource,
        params: JSON.parse(JSON.stringify(change)) as Record<string, unknown>,
        userId: sessionOwner().id,
        path: `${window.location.pathname}${window.location.search}`,
      });
      if (!isSessionRefused()) sessionRefused();
      throw new SessionEndedError(error, translate('session.change_kept'));
    }
  }) as AppDataProvider[M];
}

/** Each call goes to the generation its resource or its `meta.apiVersion` names. */
export const dataProvider: AppDataProvider = {
  getList: (resource, params) => on(resource, params).getList(resource, params),
  getOne: (resource, params) => on(resource, params).getOne(resource, params),
  getMany: (resource, params) => on(resource, params).getMany(resource, params),
  getManyReference: (resource, params) => on(resource, params).getManyReference(resource, params),
  create: keptOn401('create'),
  update: keptOn401('update'),
  updateMany: keptOn401('updateMany'),
  editMany: keptOn401('editMany'),
  editRows: keptOn401('editRows'),
  delete: keptOn401('delete'),
  deleteMany: keptOn401('deleteMany'),
  setDeletedEach: keptOn401('setDeletedEach'),
  restoreOne: keptOn401('restoreOne'),
  restoreMany: keptOn401('restoreMany'),
  action: keptOn401('action'),
};
