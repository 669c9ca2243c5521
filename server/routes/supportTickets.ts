import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { COMMENT_MAX_LENGTH, COMMENT_TYPES } from '../../src/domain/accounts';
import { heldGrants } from '../../src/domain/access';
import { inOrganisations, organisationsOf, type Organisations } from '../auth/scope';
import type { RouteOptions } from '../http/context';
import { forbidden, notFound } from '../http/errors';
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
import { backgroundTasks } from '../services/background';
import { mailText } from '../services/mailTexts';
import { commentRows, CommentSchema } from '../services/organisationComments';

const LIST: ListSpec = {
  sortable: { createdAt: 'c.createdAt', updatedAt: 'c.updatedAt', type: 'c.type', organisationName: 'o.name' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  search: ['c.comment'],
  filters: {
    id: { type: 'uuids', column: 'c.id' },
    organisationId: { type: 'uuid', column: 'c.organisationId' },
    type: { type: { enum: COMMENT_TYPES }, column: 'c.type' },
  },
  idColumn: 'c.id',
};

const TicketSchema = Type.Object({ ...CommentSchema.properties, replies: Type.Array(CommentSchema) });

/**
 * The support tickets of an organisation (§2 /organisations/{organisationId}/support-tickets,
 * core_organisation_support_tickets): its tickets and the messages and replies support made
 * visible to it. The organisation opens tickets and answers on them; it never sees internal rows.
 */
export const supportTicketRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx, version }) => {
  const tags = ['support tickets'];
  const later = backgroundTasks(app);

  const scopeFor = (request: FastifyRequest, action: string): Organisations => {
    const grants = heldGrants(request.user, 'support-tickets', action);
    if (!grants.length) throw forbidden();
    return organisationsOf(
      request.user,
      grants.some((g) => g.reach === 'itc'),
    );
  };

  /** Top-level rows the organisation may see. */
  const visibleRows = (scope: Organisations) =>
    commentRows(ctx.db, { onlyVisible: true })
      .where('c.visibleToCustomer', '=', true)
      .where('c.parentId', 'is', null)
      .where(inOrganisations('c.organisationId', scope));

  async function withReplies<T extends { id: string }>(rows: T[]) {
    if (!rows.length) return [];
    const replies = await commentRows(ctx.db, { onlyVisible: true })
      .where(
        'c.parentId',
        'in',
        rows.map((r) => r.id),
      )
      .where('c.visibleToCustomer', '=', true)
      .orderBy('c.createdAt')
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({ ...row, replies: replies.filter((r) => r.parentId === row.id) }));
  }

  async function ticketInScope(id: string, scope: Organisations) {
    const row = await visibleRows(scope).where('c.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  app.get(
    '/support-tickets',
    {
      schema: {
        tags,
        summary: 'Tickets and visible messages, each with its visible replies',
        querystring: ListQuerystring,
        response: { 200: Type.Unknown(), ...authErrors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(version, request.query);
      const filtered = applyFilters(visibleRows(scopeFor(request, 'read')), LIST, query.filter);
      const [rows, { total }] = await Promise.all([
        applyOrderAndRange(filtered, LIST, query).execute(),
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return sendList(reply, version, 'support-tickets', query, await withReplies(rows), total);
    },
  );

  app.get(
    '/support-tickets/:id',
    { schema: { tags, params: IdParams, response: { 200: TicketSchema, ...authErrors } } },
    async (request) => {
      const [ticket] = await withReplies([await ticketInScope(request.params.id, scopeFor(request, 'read'))]);
      return ticket;
    },
  );

  app.post(
    '/support-tickets',
    {
      config: { access: ['core_organisation_support_tickets'] },
      schema: {
        tags,
        summary: 'Open a ticket for the own organisation; support gets a mail',
        body: Type.Object(
          { organisationId: Type.Optional(Uuid), comment: Text(COMMENT_MAX_LENGTH) },
          { additionalProperties: false },
        ),
        response: { 201: TicketSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const scope = scopeFor(request, 'create');
      const organisationId = request.body.organisationId ?? request.user.organisation.id;
      const organisation = await ctx.db
        .selectFrom('organisations')
        .select(['id', 'name'])
        .where('id', '=', organisationId)
        .where(inOrganisations('id', scope))
        .executeTakeFirst();
      if (!organisation) throw notFound();
      const ticket = await ctx.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('organisationComments')
          .values({
            organisationId,
            type: 'ticket',
            comment: request.body.comment.trim(),
            visibleToCustomer: true,
            createdBy: request.user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await commentRows(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
        await audit(trx, {
          organisationId,
          userId: request.user.id,
          entity: 'support-tickets',
          entityId: id,
          action: 'create',
          after: row,
        });
        return row;
      });
      later(request.log, 'ticket mail', () =>
        ctx.mailer.send({
          to: ctx.config.supportEmail,
          replyTo: request.user.email,
          ...mailText('en', 'support_ticket', {
            organisation: organisation.name,
            author: `${request.user.firstName} ${request.user.lastName} <${request.user.email}>`,
            message: ticket.comment,
            link: `${ctx.config.publicUrl}/organisation-comments`,
          }),
        }),
      );
      return reply.status(201).send({ ...ticket, replies: [] });
    },
  );

  app.post(
    '/support-tickets/:id/replies',
    {
      config: { access: ['core_organisation_support_tickets'] },
      schema: {
        tags,
        summary: 'Answer on a ticket of the own organisation',
        params: IdParams,
        body: Type.Object({ comment: Text(COMMENT_MAX_LENGTH) }, { additionalProperties: false }),
        response: { 201: CommentSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const ticket = await ticketInScope(request.params.id, scopeFor(request, 'create'));
      if (ticket.type !== 'ticket') throw notFound();
      const created = await ctx.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('organisationComments')
          .values({
            organisationId: ticket.organisationId,
            type: 'comment',
            parentId: ticket.id,
            comment: request.body.comment.trim(),
            visibleToCustomer: true,
            createdBy: request.user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('organisationComments')
          .set({ updatedAt: new Date() })
          .where('id', '=', ticket.id)
          .execute();
        const row = await commentRows(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
        await audit(trx, {
          organisationId: ticket.organisationId,
          userId: request.user.id,
          entity: 'support-tickets',
          entityId: ticket.id,
          action: 'reply',
          after: row,
        });
        return row;
      });
      return reply.status(201).send(created);
    },
  );
};
