import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERRORS } from '../../src/domain/errors';
import type { FastifyRequest } from 'fastify';
import { COMMENT_MAX_LENGTH, COMMENT_TYPES } from '../../src/domain/accounts';
import type { Action } from '../../src/domain/features';
import { INTERNAL_MODULE } from '../../src/domain/organisations';
import { can, hasModule } from '../../src/domain/permissions';
import type { RouteOptions } from '../http/context';
import { conflict, fieldErrors, forbidden, HttpError, notFound } from '../http/errors';
import {
  applyFilters,
  applyOrderAndRange,
  ListQuerystring,
  parseListQuery,
  sendList,
  type ListSpec,
} from '../http/list';
import { authErrors, IdParams, Text, Uuid } from '../http/schemas';
import { audit } from '../services/audit';
import { commentRows, CommentSchema } from '../services/organisationComments';

const Type_ = Type.Union(COMMENT_TYPES.map((t) => Type.Literal(t)));

const CreateBody = Type.Object(
  {
    organisationId: Uuid,
    type: Type_,
    comment: Text(COMMENT_MAX_LENGTH),
    visibleToCustomer: Type.Optional(Type.Boolean()),
    parentId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  },
  { additionalProperties: false },
);

const UpdateBody = Type.Object(
  {
    type: Type.Optional(Type_),
    comment: Type.Optional(Text(COMMENT_MAX_LENGTH)),
    visibleToCustomer: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const LIST: ListSpec = {
  sortable: {
    createdAt: 'c.createdAt',
    updatedAt: 'c.updatedAt',
    organisationName: 'o.name',
    type: 'c.type',
    visibleToCustomer: 'c.visibleToCustomer',
    createdByName: 'u.lastName',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  search: ['c.comment', 'o.name', 'u.firstName', 'u.lastName'],
  filters: {
    id: { type: 'uuids', column: 'c.id' },
    organisationId: { type: 'uuid', column: 'c.organisationId' },
    type: { type: { enum: COMMENT_TYPES }, column: 'c.type' },
    visibleToCustomer: { type: 'boolean', column: 'c.visibleToCustomer' },
    parentId: { type: 'uuid', column: 'c.parentId' },
  },
  idColumn: 'c.id',
};

const one = { 200: CommentSchema, ...authErrors, 409: authErrors[400] };

/**
 * Organisation comments for internal staff (§2 /organisation-comments: module internal and
 * core_organisation_comments): comments and tickets on any organisation, with replies to tickets.
 * createdBy, createdAt and updatedAt are the server's.
 */
export const organisationCommentRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx, version }) => {
  const tags = ['organisation comments'];

  /** Internal staff holding the feature's action; everyone else 403. */
  const staffOnly = (request: FastifyRequest, action: Action) => {
    if (!hasModule(request.user, INTERNAL_MODULE) || !can(request.user, 'core_organisation_comments', action))
      throw forbidden();
  };

  const find = async (id: string) => {
    const row = await commentRows(ctx.db).where('c.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/organisation-comments',
    {
      schema: {
        tags,
        summary: 'Comments and tickets (replies only with filter parentId)',
        querystring: ListQuerystring,
        response: { 200: Type.Unknown(), ...authErrors },
      },
    },
    async (request, reply) => {
      staffOnly(request, 'read');
      const query = parseListQuery(version, request.query);
      let rows = commentRows(ctx.db);
      // Replies are listed under their ticket, not beside it.
      if (!query.filter.parentId) rows = rows.where('c.parentId', 'is', null);
      const filtered = applyFilters(rows, LIST, query.filter);
      const [items, { total }] = await Promise.all([
        applyOrderAndRange(filtered, LIST, query).execute(),
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return sendList(reply, version, 'organisation-comments', query, items, total);
    },
  );

  app.get(
    '/organisation-comments/organisations',
    {
      schema: {
        tags,
        summary: 'The organisations staff may comment on (for choosing one)',
        response: {
          200: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), type: Type.String() })),
          ...authErrors,
        },
      },
    },
    async (request) => {
      staffOnly(request, 'read');
      return ctx.db
        .selectFrom('organisations')
        .select(['id', 'name', 'type'])
        .where('deleted', '=', false)
        .orderBy('name')
        .execute();
    },
  );

  app.get('/organisation-comments/:id', { schema: { tags, params: IdParams, response: one } }, async (request) => {
    staffOnly(request, 'read');
    return find(request.params.id);
  });

  app.post(
    '/organisation-comments',
    {
      config: { access: ['core_organisation_comments'] },
      schema: { tags, body: CreateBody, response: { 201: CommentSchema, ...one } },
    },
    async (request, reply) => {
      staffOnly(request, 'create');
      const { organisationId, type, comment, visibleToCustomer = false, parentId = null } = request.body;
      const organisation = await ctx.db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', organisationId)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (!organisation) throw fieldErrors({ organisationId: { key: 'invalidValue' } });
      if (parentId) {
        const parent = await ctx.db
          .selectFrom('organisationComments')
          .select(['type', 'organisationId', 'parentId'])
          .where('id', '=', parentId)
          .executeTakeFirst();
        if (
          !parent ||
          parent.type !== 'ticket' ||
          parent.parentId ||
          parent.organisationId !== organisationId ||
          type !== 'comment'
        ) {
          throw new HttpError(400, 'NOT_A_TICKET', ERRORS.NOT_A_TICKET, {
            parentId: ERRORS.NOT_A_TICKET,
          });
        }
      }
      const created = await ctx.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('organisationComments')
          .values({
            organisationId,
            type,
            comment: comment.trim(),
            visibleToCustomer,
            parentId,
            createdBy: request.user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await commentRows(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
        await audit(trx, {
          organisationId,
          userId: request.user.id,
          entity: 'organisation-comments',
          entityId: id,
          action: 'create',
          after: row,
        });
        return row;
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/organisation-comments/:id',
    {
      config: { access: ['core_organisation_comments'] },
      schema: { tags, params: IdParams, body: UpdateBody, response: one },
    },
    async (request) => {
      staffOnly(request, 'update');
      return ctx.db.transaction().execute(async (trx) => {
        const before = await commentRows(trx).where('c.id', '=', request.params.id).forUpdate('c').executeTakeFirst();
        if (!before) throw notFound();
        const { type, comment, visibleToCustomer } = request.body;
        if (type && type !== before.type) {
          if (before.parentId)
            throw new HttpError(400, 'NOT_A_TICKET', ERRORS.NOT_A_TICKET, {
              type: ERRORS.NOT_A_TICKET,
            });
          if (before.replyCount > 0) throw conflict('HAS_REPLIES', ERRORS.HAS_REPLIES, { type: ERRORS.HAS_REPLIES });
        }
        await trx
          .updateTable('organisationComments')
          .set({
            ...(type ? { type } : {}),
            ...(comment !== undefined ? { comment: comment.trim() } : {}),
            ...(visibleToCustomer !== undefined ? { visibleToCustomer } : {}),
            updatedAt: new Date(),
          })
          .where('id', '=', before.id)
          .execute();
        const after = await commentRows(trx).where('c.id', '=', before.id).executeTakeFirstOrThrow();
        await audit(trx, {
          organisationId: before.organisationId,
          userId: request.user.id,
          entity: 'organisation-comments',
          entityId: before.id,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },
  );

  app.delete(
    '/organisation-comments/:id',
    {
      config: { access: ['core_organisation_comments'] },
      schema: { tags, summary: 'Delete a comment or a ticket with its replies', params: IdParams, response: one },
    },
    async (request) => {
      staffOnly(request, 'delete');
      return ctx.db.transaction().execute(async (trx) => {
        const before = await commentRows(trx).where('c.id', '=', request.params.id).forUpdate('c').executeTakeFirst();
        if (!before) throw notFound();
        const replies = await trx
          .selectFrom('organisationComments')
          .selectAll()
          .where('parentId', '=', before.id)
          .execute();
        await trx.deleteFrom('organisationComments').where('id', '=', before.id).execute();
        await audit(trx, {
          organisationId: before.organisationId,
          userId: request.user.id,
          entity: 'organisation-comments',
          entityId: before.id,
          action: 'delete',
          before: { ...before, replies },
        });
        return before;
      });
    },
  );
};
