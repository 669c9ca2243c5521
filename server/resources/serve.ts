import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { sql } from 'kysely';
import { heldGrants, heldOf } from '../../src/domain/access';
import type { Action, Feature } from '../../src/domain/features';
import { hasModule } from '../../src/domain/permissions';
import {
  offers,
  ownerNameOf,
  type ActionDefinition,
  type Fields,
  type Reach,
  type ResourceDefinition,
} from '../../src/domain/resources';
import { today } from '../../src/domain/certificates';
import { inOrganisations, reaches, scopeOf, type Scope } from '../auth/scope';
import type { Db } from '../db/database';
import type { RouteOptions } from '../http/context';
import { conflict, fieldErrors, forbidden, notFound } from '../http/errors';
import {
  applyFilters,
  applyOrderAndRange,
  LIST_QUERIES,
  parseListQuery,
  sendList,
  sortColumn,
  type AnyQuery,
  type ListQuery,
} from '../http/list';
import { authErrors, ErrorResponse, IdParams, Uuid } from '../http/schemas';
import { audit } from '../services/audit';
import type { AnyDb, ResourceExtension, Row, RowsContext } from './extension';
import { listSpecOf } from './listSpec';
import { bodyOf, recordOf } from './schemas';

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Trims texts; empty optional values become null. */
const clean = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value]),
  );

/** `filter.scope` of a list asks for one reach of the caller's grants: its (own), itc or my. */
const REACHES: Record<string, Reach> = { its: 'own', itc: 'itc', my: 'my' };
function reachOf(scope: unknown): Reach | undefined {
  if (scope === undefined || scope === null || scope === '') return undefined;
  if (typeof scope !== 'string' || !Object.hasOwn(REACHES, scope))
    throw fieldErrors({ 'filter.scope': { key: 'invalidValue' } });
  return REACHES[scope];
}

/** The search text of `filter.q`, trimmed; 400 for anything but a short text. */
function searchText(q: unknown): string | undefined {
  if (q === undefined || q === null || q === '') return undefined;
  if (typeof q !== 'string' || q.length > 200) throw fieldErrors({ 'filter.q': { key: 'invalidValue' } });
  return q.trim() || undefined;
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

const IdsBody = Type.Object(
  { ids: Type.Array(Uuid, { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);

/**
 * The routes of a declared resource under the API generation's prefix: list (v1 and v2 shapes),
 * read, create, update (PATCH and PUT), delete and restore with their bulk forms, and the
 * definition's actions. Every call is scoped by the caller's grants (404 outside), every write is
 * one transaction with its audit row.
 */
export function resourceRoutes(
  definition: ResourceDefinition,
  extension: ResourceExtension = { name: definition.name },
): FastifyPluginAsyncTypebox<RouteOptions> {
  const { name, owner } = definition;
  const table = extension.table ?? camel(name);
  const spec = listSpecOf(definition, extension);
  const RowSchema = recordOf(definition);
  const tags = [name];
  const errors = { ...authErrors, 409: ErrorResponse };
  const CreateBody = bodyOf(definition.fields, 'create', { [owner]: Type.Optional(Uuid) });
  const UpdateBody = bodyOf(definition.fields, 'update');
  const uniqueFields = Object.entries(definition.fields)
    .filter(([, field]) => (field.kind === 'text' || field.kind === 'email') && field.unique)
    .map(([field]) => field);

  /** The features whose grants allow `action`: the gate checked before a body is read. */
  const gate = (action: Action, grants = definition.access) => ({
    access: [
      ...new Set(
        grants
          .filter((grant) => !grant.actions || grant.actions.includes(action))
          .map((grant) => grant.feature)
          .filter((feature): feature is Feature => !!feature),
      ),
    ],
  });

  return async (app, { ctx, version }) => {
    const db = ctx.db as unknown as AnyDb;

    /** What the caller reaches with `action` (403 without a grant or the resource's module); `only` one reach. */
    const scopeFor = (
      request: FastifyRequest,
      action: string,
      grants?: ActionDefinition['grants'],
      only?: Reach,
    ): Scope => {
      if (definition.module && !hasModule(request.user, definition.module)) throw forbidden();
      const held = grants ? heldOf(request.user, grants, action) : heldGrants(request.user, definition, action);
      const scope =
        scopeOf(request.user, held, only) ??
        (action === 'read' && !only ? extension.readScope?.(request.user) : undefined);
      if (!scope) throw forbidden();
      return scope;
    };

    const rows = (executor: AnyDb, context: RowsContext) => {
      if (extension.rows) return extension.rows(executor, context);
      const query = executor
        .selectFrom(`${table} as r`)
        .innerJoin('organisations as o', 'o.id', `r.${owner}`)
        .selectAll('r')
        .select(`o.name as ${ownerNameOf(definition)}`)
        .where(reaches(context.scope, `r.${owner}`, extension.mine));
      return extension.select ? extension.select(query, context) : query;
    };
    const contextOf = (request: FastifyRequest, scope: Scope): RowsContext => ({
      user: request.user,
      scope,
      day: today(),
    });

    /** The row if it lies inside the scope; 404 otherwise (ids of others cannot be probed). */
    async function rowInScope(executor: AnyDb, request: FastifyRequest, id: string, scope: Scope, lock = false) {
      let query = rows(executor, contextOf(request, scope)).where('r.id', '=', id);
      // a resource whose rows are a derived table locks its own row only
      if (lock && extension.lock) await extension.lock(executor as unknown as Db, id);
      else if (lock) query = query.forUpdate('r');
      const row = (await query.executeTakeFirst()) as Row | undefined;
      if (!row) throw notFound();
      return row;
    }

    /** The row to change, locked; one the caller may only read (he trains in the course) answers 403, others 404. */
    async function rowToChange(executor: AnyDb, request: FastifyRequest, id: string, scope: Scope) {
      try {
        return await rowInScope(executor, request, id, scope, true);
      } catch (error) {
        const readable = (() => {
          try {
            return scopeFor(request, 'read');
          } catch {
            return undefined;
          }
        })();
        if (
          readable &&
          (await rows(executor, contextOf(request, readable)).where('r.id', '=', id).executeTakeFirst())
        ) {
          throw forbidden();
        }
        throw error;
      }
    }

    /** A single row as its screen needs it (a course with its trainers and participants). */
    const detailed = (executor: Db, request: FastifyRequest, row: Row) =>
      extension.detail ? extension.detail(executor, row, request.user) : row;
    /** The rows as answered: decorated (one query for all of them), then mapped for the caller. */
    async function answerAll(request: FastifyRequest, found: Row[]) {
      const decorated = extension.decorate ? await extension.decorate(ctx.db, found, request.user) : found;
      return decorated.map((row) => (extension.toApi ? extension.toApi(row, request.user) : row)) as Row[];
    }
    const answer = async (request: FastifyRequest, row: Row) =>
      (await answerAll(request, [await detailed(ctx.db, request, row)]))[0];

    async function assertUnique(executor: AnyDb, values: Record<string, unknown>, ownerId: string, exceptId?: string) {
      for (const field of uniqueFields) {
        const value = values[field];
        if (typeof value !== 'string') continue;
        let query = executor
          .selectFrom(table)
          .select('id')
          .where(owner, '=', ownerId)
          .where(sql`lower(${sql.ref(field)})`, '=', value.trim().toLowerCase());
        if (definition.softDelete) query = query.where('deleted', '=', false);
        if (exceptId) query = query.where('id', '<>', exceptId);
        if (await query.executeTakeFirst())
          throw conflict('NOT_UNIQUE', undefined, { [field]: 'Value already exists.' });
      }
    }

    /**
     * A page of the matching rows. With a base query the page is cut from it first and only its
     * rows are joined with their names (a deferred join: page 200 joins 10 rows, not 2,000),
     * unless the order needs a joined name.
     */
    function pageOf(context: RowsContext, matching: AnyQuery, query: ListQuery) {
      if (!extension.base) return applyOrderAndRange(matching, spec, query).execute();
      const onBase = (field: string | undefined) => {
        const column = field === undefined ? 'r.id' : sortColumn(spec, field);
        return typeof column === 'string' && column.startsWith('r.');
      };
      const named = rows(db, context);
      if (onBase((query.sort ?? spec.defaultSort).field) && onBase(query.groupBy)) {
        const ids = applyOrderAndRange(matching.clearSelect().select('r.id'), spec, query);
        return applyOrderAndRange(named.where('r.id', 'in', ids), spec, { ...query, range: undefined }).execute();
      }
      return applyOrderAndRange(
        named.where('r.id', 'in', matching.clearSelect().select('r.id')),
        spec,
        query,
      ).execute();
    }

    /** The owner a create names, if the caller reaches it; who reaches all is told when it does not exist. */
    async function ownerInScope(ownerId: string, scope: Scope) {
      const organisation = await db
        .selectFrom('organisations as r')
        .select('r.id')
        .where('r.id', '=', ownerId)
        .where(reaches(scope, 'r.id'))
        .executeTakeFirst();
      if (!organisation && scope.organisations?.kind === 'all') throw fieldErrors({ [owner]: { key: 'invalidValue' } });
      if (!organisation) throw notFound();
      return ownerId;
    }

    const one = (extra: Partial<RouteShorthandOptions> = {}) => ({
      schema: { tags, params: IdParams, response: { 200: RowSchema, ...errors } },
      ...extra,
    });

    app.get(
      `/${name}`,
      {
        schema: {
          tags,
          querystring: LIST_QUERIES[version],
          response: {
            200:
              version === 'v1'
                ? Type.Object({ items: Type.Array(RowSchema), total: Type.Integer() })
                : Type.Array(RowSchema),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const query = parseListQuery(version, request.query);
        const { scope: reach, q, ...filter } = query.filter;
        const scope = scopeFor(request, 'read', undefined, reachOf(reach));
        // soft-deleted rows only when asked for; references by id resolve to them all the same
        if (definition.softDelete && !('deleted' in filter) && !('id' in filter)) filter.deleted = false;
        const context = contextOf(request, scope);
        // the rows that match, on the cheaper base query where the extension has one
        let matching = (extension.base ?? rows)(db, context);
        if (extension.narrow) matching = extension.narrow(matching, filter);
        const text = searchText(q);
        if (text && extension.search) matching = matching.where(extension.search(text));
        matching = applyFilters(matching, spec, { ...filter, ...(extension.search ? {} : { q }) });
        const [page, { total }] = await Promise.all([
          pageOf(context, matching, query),
          matching
            .clearSelect()
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow(),
        ]);
        return sendList(reply, version, name, query, await answerAll(request, page as Row[]), total);
      },
    );

    // the organisations a screen offers to filter by or to create in
    app.get(
      `/${name}/organisations`,
      {
        schema: {
          tags,
          summary: 'The organisations whose rows the caller reaches (read) or may create (action=create)',
          querystring: Type.Object({
            action: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('create')])),
          }),
          response: {
            200: Type.Array(
              Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), type: Type.String() }),
            ),
            ...errors,
          },
        },
      },
      async (request) => {
        const { action = 'read' } = request.query as { action?: 'read' | 'create' };
        const { organisations } = scopeFor(request, action);
        if (!organisations) return [];
        return db
          .selectFrom('organisations')
          .select(['id', 'name', 'type'])
          .where(inOrganisations('id', organisations))
          .where('deleted', '=', false)
          .orderBy('name')
          .execute();
      },
    );

    app.get(`/${name}/:id`, one(), async (request) =>
      answer(request, await rowInScope(db, request, idOf(request), scopeFor(request, 'read'))),
    );

    if (offers(definition, 'create')) {
      app.post(
        `/${name}`,
        {
          config: gate('create'),
          schema: { tags, body: CreateBody, response: { 201: RowSchema, ...errors } },
        },
        async (request, reply) => {
          const scope = scopeFor(request, 'create');
          const { [owner]: requested, ...fields } = request.body as Record<string, unknown>;
          const values = clean(fields);
          const ownerId = extension.ownerOf
            ? await extension.ownerOf(ctx.db, request, values)
            : await ownerInScope((requested as string | undefined) ?? request.user.organisation.id, scope);
          let afterCommit: (() => void) | undefined;
          const row = await ctx.db.transaction().execute(async (trx) => {
            await assertUnique(trx, values, ownerId);
            await extension.check?.(trx, values, ownerId);
            const written = extension.create
              ? await extension.create({ trx, request, app: ctx }, values, ownerId)
              : (
                  await (trx as unknown as AnyDb)
                    .insertInto(table)
                    .values({ ...values, [owner]: ownerId })
                    .returning('id')
                    .executeTakeFirstOrThrow()
                ).id;
            const id = typeof written === 'string' ? written : written.id;
            if (typeof written !== 'string') afterCommit = written.afterCommit;
            const created = await rowInScope(trx as unknown as AnyDb, request, id, scope);
            await audit(trx, {
              organisationId: ownerId,
              userId: request.user.id,
              entity: name,
              entityId: id,
              action: 'create',
              after: await detailed(trx, request, created),
            });
            return created;
          });
          afterCommit?.();
          return reply.status(201).send(await answer(request, row));
        },
      );
    }

    /** Changes the rows, each checked like one, all or none. */
    async function updateRows(request: FastifyRequest, ids: string[], body: Record<string, unknown>) {
      const scope = scopeFor(request, 'update');
      const values = clean(body);
      return ctx.db.transaction().execute(async (trx) => {
        const changed: Row[] = [];
        for (const id of new Set(ids)) {
          const before = await rowToChange(trx as unknown as AnyDb, request, id, scope);
          extension.guard?.(request, before, 'update');
          if (before.deleted) throw conflict('DELETED');
          const ownerId = before[owner] as string;
          await assertUnique(trx as unknown as AnyDb, values, ownerId, id);
          await extension.check?.(trx, values, ownerId, id);
          if (extension.update) await extension.update({ trx, request, app: ctx }, before, values);
          else if (Object.keys(values).length) {
            await (trx as unknown as AnyDb)
              .updateTable(table)
              .set({ ...values, ...(definition.timestamps === false ? {} : { updatedAt: new Date() }) })
              .where('id', '=', id)
              .execute();
          }
          const after = await rowInScope(trx as unknown as AnyDb, request, id, scope);
          await audit(trx, {
            organisationId: ownerId,
            userId: request.user.id,
            entity: name,
            entityId: id,
            action: 'update',
            before: await detailed(trx, request, before),
            after: await detailed(trx, request, after),
          });
          changed.push(after);
        }
        return changed;
      });
    }

    if (offers(definition, 'update')) {
      // PATCH changes what it is sent; PUT (what ra-data-simple-rest sends) the same: it sends the
      // whole record, and what is not writable is left out by the schema
      for (const method of ['patch', 'put'] as const) {
        app[method](
          `/${name}/:id`,
          one({
            config: gate('update'),
            schema: { tags, params: IdParams, body: UpdateBody, response: { 200: RowSchema, ...errors } },
          }),
          async (request) =>
            answer(request, (await updateRows(request, [idOf(request)], request.body as Record<string, unknown>))[0]),
        );
      }
      app.post(
        `/${name}/update-many`,
        {
          config: gate('update'),
          schema: {
            tags,
            body: Type.Object({ ids: IdsBody.properties.ids, data: UpdateBody }, { additionalProperties: false }),
            response: { 200: Type.Array(Type.String()), ...errors },
          },
        },
        async (request) => {
          const { ids, data } = request.body as { ids: string[]; data: Record<string, unknown> };
          return (await updateRows(request, ids, data)).map((row) => row.id);
        },
      );
    }

    /** Soft delete or restore of some rows; a resource kept for good removes them (its extension). */
    async function setDeleted(request: FastifyRequest, ids: string[], deleted: boolean): Promise<Row[]> {
      const scope = scopeFor(request, 'delete');
      return ctx.db.transaction().execute(async (trx) => {
        const result: Row[] = [];
        for (const id of new Set(ids)) {
          const executor = trx as unknown as AnyDb;
          const before = await rowToChange(executor, request, id, scope);
          extension.guard?.(request, before, 'delete');
          const ownerId = before[owner] as string;
          if (!definition.softDelete) {
            const kept = await extension.remove!({ trx, request, app: ctx }, await detailed(trx, request, before));
            await audit(trx, {
              organisationId: ownerId,
              userId: request.user.id,
              entity: name,
              entityId: id,
              action: 'delete',
              before: kept ?? before,
            });
            result.push(before);
            continue;
          }
          if (before.deleted === deleted) {
            result.push(before);
            continue;
          }
          if (!deleted) await assertUnique(executor, before, ownerId, id);
          let action = deleted ? 'delete' : 'restore';
          if (extension.setDeleted) action = await extension.setDeleted({ trx, request, app: ctx }, before, deleted);
          else {
            await executor
              .updateTable(table)
              .set({ deleted, ...(definition.timestamps === false ? {} : { updatedAt: new Date() }) })
              .where('id', '=', id)
              .execute();
          }
          await audit(trx, {
            organisationId: ownerId,
            userId: request.user.id,
            entity: name,
            entityId: id,
            action,
            before: { deleted: !deleted },
            after: { deleted },
          });
          result.push(await rowInScope(executor, request, id, scope));
        }
        return result;
      });
    }

    if (offers(definition, 'delete') && (definition.softDelete || extension.remove)) {
      const ids = {
        schema: { tags, body: IdsBody, response: { 200: Type.Array(Type.String()), ...errors } },
        config: gate('delete'),
      };
      app.delete(`/${name}/:id`, one({ config: gate('delete') }), async (request) =>
        answer(request, (await setDeleted(request, [idOf(request)], true))[0]),
      );
      app.post(`/${name}/delete-many`, ids, async (request) =>
        (await setDeleted(request, request.body.ids, true)).map((row) => row.id),
      );
      if (definition.softDelete) {
        app.post(`/${name}/:id/restore`, one({ config: gate('delete') }), async (request) =>
          answer(request, (await setDeleted(request, [idOf(request)], false))[0]),
        );
        app.post(`/${name}/restore-many`, ids, async (request) =>
          (await setDeleted(request, request.body.ids, false)).map((row) => row.id),
        );
      }
    }

    for (const [action, step] of Object.entries(definition.actions ?? {})) {
      const handler = extension.actions?.[action];
      if (!handler) throw new Error(`${name}: the action ${action} has no handler in its extension`);
      const body = step.body ? bodyOf(step.body as Fields, 'create') : Type.Object({}, { additionalProperties: false });
      const { schema: extraSchema, config: extraConfig, ...options } = handler.options ?? {};
      const schema: Record<string, unknown> = {
        tags,
        body,
        ...(step.collection ? {} : { params: IdParams }),
        ...extraSchema,
        // an action on a row answers the row (a course after its status step), unless it says otherwise
        response: {
          ...(step.collection ? {} : { 200: Type.Object({ ...RowSchema.properties, ...handler.alsoAnswers }) }),
          ...errors,
          ...(extraSchema?.response as object),
        },
      };
      app.post(
        step.collection ? `/${name}/${action}` : `/${name}/:id/${action}`,
        { ...options, config: { ...gate(step.action, step.grants), ...extraConfig }, schema },
        async (request, reply) => {
          const scope = scopeFor(request, step.action, step.grants);
          return handler.handle(request, reply, {
            app: ctx,
            version,
            scope,
            row: (executor, id, lock = false) =>
              lock
                ? rowToChange(executor as unknown as AnyDb, request, id, scope)
                : rowInScope(executor as unknown as AnyDb, request, id, scope),
            answer: async (id) => answer(request, await rowInScope(db, request, id, scopeFor(request, 'read'))),
          });
        },
      );
    }
  };
}
