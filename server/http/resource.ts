import { Type, type FastifyPluginAsyncTypebox, type TObject } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Action } from '../../src/domain/features';
import { heldGrants, RESOURCE_ACCESS } from '../../src/domain/resources';
import type { SessionUser } from '../../src/domain/session';
import { inScope, scopeOfGrants, type OrgScope } from '../auth/scope';
import type { Database } from '../db/schema';
import { audit } from '../services/audit';
import type { RouteOptions } from './context';
import { conflict, forbidden, notFound } from './errors';
import {
  applyFilters,
  applyOrderAndRange,
  ListQuerystring,
  parseListQuery,
  sendList,
  type AnyQuery,
  type FilterDef,
  type ListSpec,
} from './list';
import { authErrors, IdParams, Uuid } from './schemas';

// Resources share this code but not a row type: rows are handled as plain records here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Row = Record<string, unknown> & { id: string; organisationId: string; deleted: boolean };

/**
 * A resource owned by organisations (a row per organisation, `organisation_id`, soft delete):
 * course types, venues, instructor types, profiles, disciplines. One definition gives the whole
 * API: list (v1 and v2), read, create, update, soft delete, restore and their bulk forms, each
 * scoped to the organisations the caller's grants reach (src/domain/resources.ts) and audited.
 */
export interface ResourceDefinition {
  /** API path, key in RESOURCE_ACCESS and audit entity, e.g. `venues`. */
  name: string;
  table: keyof Database;
  /** Writable fields; required ones must be sent on create, all are optional on update. */
  body: TObject;
  /** Fields whose value is unique per organisation among rows not deleted (ignoring case). */
  unique?: readonly string[];
  /** Sort fields, search columns and filters beyond id, deleted and organisationId (columns as `r.<field>`). */
  list: Pick<ListSpec, 'sortable' | 'defaultSort' | 'search'> & { filters?: Record<string, FilterDef> };
  /** Further rules on the values about to be written (e.g. a reference in the same organisation); `id` on update. */
  check?: (db: AnyDb, values: Record<string, unknown>, organisationId: string, id?: string) => Promise<void>;
  /**
   * Joins and columns beyond the row and `organisationName` (e.g. the name of a linked record or a
   * count of related rows), so tables need no extra calls; the resource's table is `r`, and the
   * added columns may be named in `list.sortable` and `list.search`.
   */
  select?: (query: AnyQuery) => AnyQuery;
  /**
   * Reading for users without a read grant, e.g. sites reading their ITC's disciplines: the
   * organisations they may read, or undefined (403).
   */
  readScope?: (user: SessionUser) => OrgScope | undefined;
}

export function resourceRoutes(def: ResourceDefinition): FastifyPluginAsyncTypebox<RouteOptions> {
  const listSpec: ListSpec = {
    ...def.list,
    sortable: { ...def.list.sortable, createdAt: 'r.createdAt', updatedAt: 'r.updatedAt', organisationName: 'o.name' },
    filters: {
      id: { type: 'uuids', column: 'r.id' },
      deleted: { type: 'boolean', column: 'r.deleted' },
      organisationId: { type: 'uuid', column: 'r.organisationId' },
      ...def.list.filters,
    },
    idColumn: 'r.id',
  };
  const tags = [def.name];
  const CreateBody = Type.Object(
    { ...def.body.properties, organisationId: Type.Optional(Uuid) },
    { additionalProperties: false },
  );
  const UpdateBody = Type.Partial(def.body, { additionalProperties: false });
  // Rows are answered as stored (camelCase columns plus organisationName).
  const one = { 200: Type.Unknown(), ...authErrors, 409: authErrors[400] };
  /** The features whose grants allow `action` on the resource: the gate before the body is read. */
  const access = (action: Action) => ({
    access: [
      ...new Set(
        (RESOURCE_ACCESS[def.name] ?? []).filter((g) => !g.actions || g.actions.includes(action)).map((g) => g.feature),
      ),
    ],
  });
  const IdsBody = Type.Object(
    { ids: Type.Array(Uuid, { minItems: 1, maxItems: 1000 }) },
    { additionalProperties: false },
  );

  return async (app, { ctx, version }) => {
    const db = ctx.db as unknown as AnyDb;

    /** The organisations the caller may touch with `action`; 403 without any grant. */
    const scopeFor = (request: FastifyRequest, action: string): OrgScope => {
      const grants = heldGrants(request.user, def.name, action);
      if (!grants.length && action === 'read' && def.readScope) {
        const scope = def.readScope(request.user);
        if (scope) return scope;
      }
      if (!grants.length) throw forbidden();
      return scopeOfGrants(request.user, grants);
    };

    const selectRows = (executor: AnyDb) => {
      const query = executor
        .selectFrom(`${def.table} as r`)
        .innerJoin('organisations as o', 'o.id', 'r.organisationId')
        .selectAll('r')
        .select('o.name as organisationName');
      return def.select ? def.select(query) : query;
    };

    /** The row if it exists inside the scope; 404 otherwise (ids of others cannot be probed). */
    async function rowInScope(executor: AnyDb, id: string, scope: OrgScope, lock = false): Promise<Row> {
      let query = selectRows(executor).where('r.id', '=', id).where(inScope('r.organisationId', scope));
      if (lock) query = query.forUpdate('r');
      const row = (await query.executeTakeFirst()) as Row | undefined;
      if (!row) throw notFound();
      return row;
    }

    async function assertUnique(
      executor: AnyDb,
      values: Record<string, unknown>,
      organisationId: string,
      exceptId?: string,
    ) {
      for (const field of def.unique ?? []) {
        const value = values[field];
        if (typeof value !== 'string') continue;
        let query = executor
          .selectFrom(def.table)
          .select('id')
          .where('organisationId', '=', organisationId)
          .where('deleted', '=', false)
          .where(sql`lower(${sql.ref(field)})`, '=', value.trim().toLowerCase());
        if (exceptId) query = query.where('id', '<>', exceptId);
        if (await query.executeTakeFirst())
          throw conflict('NOT_UNIQUE', undefined, { [field]: 'Value already exists.' });
      }
    }

    /** Trims texts and turns empty optional texts into null. */
    const clean = (values: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value]),
      );

    app.get(
      `/${def.name}`,
      { schema: { tags, querystring: ListQuerystring, response: { 200: Type.Unknown(), ...authErrors } } },
      async (request, reply) => {
        const query = parseListQuery(version, request.query);
        const scope = scopeFor(request, 'read');
        const filtered = applyFilters(selectRows(db).where(inScope('r.organisationId', scope)), listSpec, query.filter);
        const [rows, { total }] = await Promise.all([
          applyOrderAndRange(filtered, listSpec, query).execute(),
          filtered
            .clearSelect()
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow(),
        ]);
        return sendList(reply, version, def.name, query, rows, total);
      },
    );

    app.get(`/${def.name}/:id`, { schema: { tags, params: IdParams, response: one } }, async (request) =>
      rowInScope(db, request.params.id, scopeFor(request, 'read')),
    );

    app.post(
      `/${def.name}`,
      { config: access('create'), schema: { tags, body: CreateBody, response: { ...one, 201: Type.Unknown() } } },
      async (request, reply) => {
        const scope = scopeFor(request, 'create');
        const { organisationId = request.user.organisation.id, ...fields } = request.body as Record<string, unknown> & {
          organisationId?: string;
        };
        const organisation = await db
          .selectFrom('organisations')
          .select('id')
          .where('id', '=', organisationId)
          .where(inScope('id', scope))
          .executeTakeFirst();
        if (!organisation) throw notFound();
        const values = clean(fields);
        const row = await db.transaction().execute(async (trx) => {
          await assertUnique(trx, values, organisationId);
          await def.check?.(trx, values, organisationId);
          const { id } = await trx
            .insertInto(def.table)
            .values({ ...values, organisationId })
            .returning('id')
            .executeTakeFirstOrThrow();
          const created = await rowInScope(trx, id, scope);
          await audit(trx, {
            organisationId,
            userId: request.user.id,
            entity: def.name,
            entityId: id,
            action: 'create',
            after: created,
          });
          return created;
        });
        return reply.status(201).send(row);
      },
    );

    app.patch(
      `/${def.name}/:id`,
      { config: access('update'), schema: { tags, params: IdParams, body: UpdateBody, response: one } },
      async (request) => {
        const scope = scopeFor(request, 'update');
        const values = clean(request.body as Record<string, unknown>);
        return db.transaction().execute(async (trx) => {
          const before = await rowInScope(trx, request.params.id, scope, true);
          if (before.deleted) throw conflict('DELETED');
          await assertUnique(trx, values, before.organisationId, before.id);
          await def.check?.(trx, values, before.organisationId, before.id);
          if (Object.keys(values).length) {
            await trx
              .updateTable(def.table)
              .set({ ...values, updatedAt: new Date() })
              .where('id', '=', before.id)
              .execute();
          }
          const after = await rowInScope(trx, before.id, scope);
          await audit(trx, {
            organisationId: before.organisationId,
            userId: request.user.id,
            entity: def.name,
            entityId: before.id,
            action: 'update',
            before,
            after,
          });
          return after;
        });
      },
    );

    /** Soft delete (`deleted: true`) or restore of some rows, all or none. */
    async function setDeleted(request: FastifyRequest, ids: string[], deleted: boolean): Promise<Row[]> {
      const scope = scopeFor(request, 'delete');
      return db.transaction().execute(async (trx) => {
        const rows: Row[] = [];
        for (const id of new Set(ids)) {
          const before = await rowInScope(trx, id, scope, true);
          if (before.deleted === deleted) {
            rows.push(before);
            continue;
          }
          if (!deleted) await assertUnique(trx, before, before.organisationId, before.id);
          await trx.updateTable(def.table).set({ deleted, updatedAt: new Date() }).where('id', '=', id).execute();
          const after = await rowInScope(trx, id, scope);
          await audit(trx, {
            organisationId: before.organisationId,
            userId: request.user.id,
            entity: def.name,
            entityId: id,
            action: deleted ? 'delete' : 'restore',
            before: { deleted: !deleted },
            after: { deleted },
          });
          rows.push(after);
        }
        return rows;
      });
    }

    app.delete(
      `/${def.name}/:id`,
      { config: access('delete'), schema: { tags, params: IdParams, response: one } },
      async (request) => (await setDeleted(request, [request.params.id], true))[0],
    );
    app.post(
      `/${def.name}/:id/restore`,
      { config: access('delete'), schema: { tags, params: IdParams, response: one } },
      async (request) => (await setDeleted(request, [request.params.id], false))[0],
    );
    app.post(
      `/${def.name}/delete-many`,
      { config: access('delete'), schema: { tags, body: IdsBody, response: one } },
      async (request) => (await setDeleted(request, request.body.ids, true)).map((row) => row.id),
    );
    app.post(
      `/${def.name}/restore-many`,
      { config: access('delete'), schema: { tags, body: IdsBody, response: one } },
      async (request) => (await setDeleted(request, request.body.ids, false)).map((row) => row.id),
    );
  };
}
