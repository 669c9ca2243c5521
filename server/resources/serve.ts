import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Action, Feature } from '../../src/domain/features';
import { offers, type Fields, type Reach, type ResourceDefinition } from '../../src/domain/resources';
import { inOrganisations } from '../auth/scope';
import type { RouteOptions } from '../http/context';
import { fieldErrors } from '../http/errors';
import { applyFilters, LIST_QUERIES, parseListQuery, sendList } from '../http/list';
import { DEFAULT_BODY_LIMIT, jsonTextParser } from '../http/jsonBody';
import { jsonRowsParser } from '../http/jsonRows';
import { authErrors, ErrorResponse, IdParams, Uuid } from '../http/schemas';
import type { AnyDb, ResourceExtension, Row } from './extension';
import { recordHistory, RecordHistorySchema } from './history';
import { listSpecOf } from './listSpec';
import { rowAccess } from './rows';
import { bodyOf, recordOf } from './schemas';
import { rowWrites } from './writes';

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
  const spec = listSpecOf(definition, extension);
  const RowSchema = recordOf(definition);
  const tags = [name];
  const errors = { ...authErrors, 409: ErrorResponse };
  const CreateBody = bodyOf(definition.fields, 'create', { [owner]: Type.Optional(Uuid) });
  const UpdateBody = bodyOf(definition.fields, 'update');

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

    const access = rowAccess(definition, extension, ctx);
    const { scopeFor, rows, contextOf, rowInScope, rowToChange, answerAll, answer, pageOf } = access;
    const { createRow, updateRows, setDeleted } = rowWrites(definition, extension, ctx, access);

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
        const reader = (await ctx.readDb(request)) as unknown as AnyDb;
        let matching = (extension.base ?? rows)(reader, context);
        if (extension.narrow) matching = extension.narrow(matching, filter);
        const text = searchText(q);
        if (text && extension.search) matching = matching.where(extension.search(text));
        matching = applyFilters(matching, spec, { ...filter, ...(extension.search ? {} : { q }) });
        const [page, { total }] = await Promise.all([
          pageOf(context, matching, query, reader),
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

    // who changed the record when, from its audit rows: for whoever reads the record (404 otherwise)
    app.get(
      `/${name}/:id/changes`,
      {
        schema: {
          tags,
          summary: 'The changes of a record, newest first: who, when, which fields from what to what',
          params: IdParams,
          response: { 200: RecordHistorySchema, ...errors },
        },
      },
      async (request) =>
        recordHistory(ctx.db, definition, await rowInScope(db, request, idOf(request), scopeFor(request, 'read'))),
    );

    if (offers(definition, 'create')) {
      app.post(
        `/${name}`,
        {
          config: gate('create'),
          schema: { tags, body: CreateBody, response: { 201: RowSchema, ...errors } },
        },
        async (request, reply) => reply.status(201).send(await createRow(request)),
      );
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
      const route = (target: typeof app) =>
        target.post(
          step.collection ? `/${name}/${action}` : `/${name}/:id/${action}`,
          {
            ...options,
            ...handler.hooks?.(ctx),
            config: { ...gate(step.action, step.grants), ...extraConfig },
            schema,
          },
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
      const rows = handler.streamedRows;
      if (!rows) route(app);
      else {
        // its own JSON parser, for this route alone (content-type parsers are encapsulated)
        await app.register(async (streamed) => {
          streamed.removeContentTypeParser('application/json');
          streamed.addContentTypeParser(
            'application/json',
            jsonRowsParser(
              {
                ...rows,
                maxBytes: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
                maxValues: extraConfig?.maxJsonValues ?? 0,
              },
              jsonTextParser(streamed),
            ),
          );
          route(streamed);
        });
      }
    }
  };
}
