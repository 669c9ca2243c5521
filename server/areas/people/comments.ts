import { sql } from 'kysely';
import { ERRORS } from '../../../src/domain/errors';
import type { Fields } from '../../../src/domain/resources';
import type { Db } from '../../db/database';
import { reaches } from '../../auth/scope';
import { conflict, fieldErrors, HttpError, notFound } from '../../http/errors';
import type { AnyQuery } from '../../http/list';
import { supportTickets as ticketDefinition } from '../../../src/domain/resources/supportTickets';
import type { AnyDb, ResourceExtension, Row } from '../../resources/extension';
import { answerOf } from '../../resources/schemas';
import { audit } from '../../services/audit';
import { mailText } from '../../services/mailTexts';

/**
 * Organisation comments and support tickets share one table (§3 Organisation comment): a ticket is
 * a row of type `ticket`, a reply points to its ticket. Staff see every row; an organisation sees
 * its rows flagged visibleToCustomer, as support tickets with their replies.
 */

/** The author and the number of replies (only visible ones for customers), added to rows `r` with their organisation `o`. */
const withAuthor =
  ({ onlyVisible = false } = {}) =>
  (query: AnyQuery) =>
    query
      .leftJoin('users as u', 'u.id', 'r.createdBy')
      .select([
        sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`.as('createdByName'),
        sql<boolean>`coalesce(u.organisation_id = r.organisation_id, false)`.as('byOrganisation'),
        sql<number>`(SELECT count(*) FROM organisation_comments rr WHERE rr.parent_id = r.id${sql.raw(
          onlyVisible ? ' AND rr.visible_to_customer' : '',
        )})`.as('replyCount'),
      ]);

/** Rows of the table with organisation and author, as `r` (for reading one after a write). */
const commentRows = (db: AnyDb, options: { onlyVisible?: boolean } = {}) =>
  withAuthor(options)(
    db
      .selectFrom('organisationComments as r')
      .innerJoin('organisations as o', 'o.id', 'r.organisationId')
      .selectAll('r')
      .select('o.name as organisationName'),
  );

/** The author's name as shown ("First Last"), for sorting and searching by it. */
const createdByName = sql`concat_ws(' ', u.first_name, u.last_name)`;

/** 400 unless `parentId` names a ticket (not a reply) of the organisation, and the new row is a comment. */
async function assertReplyTo(db: Db, parentId: string, organisationId: string, type: unknown) {
  const parent = await db
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
    throw new HttpError(400, 'NOT_A_TICKET', ERRORS.NOT_A_TICKET, { parentId: ERRORS.NOT_A_TICKET });
  }
}

export const organisationComments: ResourceExtension = {
  name: 'organisation-comments',
  table: 'organisationComments',
  select: withAuthor(),
  columns: { createdByName },
  // replies are listed under their ticket, not beside it
  narrow: (query, filter) => (filter.parentId ? query : query.where('r.parentId', 'is', null)),
  async check(db, values, organisationId, id) {
    if (!id) {
      const organisation = await db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', organisationId)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (!organisation) throw fieldErrors({ organisationId: { key: 'invalidValue' } });
      if (values.parentId) await assertReplyTo(db, values.parentId as string, organisationId, values.type);
      return;
    }
    // a reply stays a comment, and a ticket with replies stays a ticket
    const before = await commentRows(db as unknown as AnyDb)
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow();
    if (values.type && values.type !== before.type) {
      if (before.parentId) throw new HttpError(400, 'NOT_A_TICKET', ERRORS.NOT_A_TICKET, { type: ERRORS.NOT_A_TICKET });
      if (before.replyCount > 0) throw conflict('HAS_REPLIES', ERRORS.HAS_REPLIES, { type: ERRORS.HAS_REPLIES });
    }
  },
  async create({ trx, request }, values, organisationId) {
    const { id } = await trx
      .insertInto('organisationComments')
      .values({
        organisationId,
        type: values.type as 'comment' | 'ticket',
        comment: values.comment as string,
        visibleToCustomer: (values.visibleToCustomer as boolean | undefined) ?? false,
        parentId: (values.parentId as string | null | undefined) ?? null,
        createdBy: request.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  // a ticket goes with its replies, which the audit row keeps
  async remove({ trx }, before) {
    const replies = await trx
      .selectFrom('organisationComments')
      .selectAll()
      .where('parentId', '=', before.id)
      .execute();
    await trx.deleteFrom('organisationComments').where('id', '=', before.id).execute();
    return { ...before, replies };
  },
};

/** A reply's fields, as a ticket's `replies` hold them. */
const REPLY_FIELDS = (ticketDefinition.fields.replies.of as { fields: Fields }).fields;

/** Adds each ticket's visible replies, in one query for the page. */
async function withReplies(db: Db, rows: Row[]) {
  if (!rows.length) return rows;
  const replies = (await commentRows(db as unknown as AnyDb, { onlyVisible: true })
    .where(
      'r.parentId',
      'in',
      rows.map((r) => r.id),
    )
    .where('r.visibleToCustomer', '=', true)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .execute()) as Row[];
  return rows.map((row) => ({ ...row, replies: replies.filter((reply) => reply.parentId === row.id) }));
}

export const supportTickets: ResourceExtension = {
  name: 'support-tickets',
  table: 'organisationComments',
  // the organisation's tickets and the messages support made visible to it, never internal rows
  select: (query) =>
    withAuthor({ onlyVisible: true })(query).where('r.visibleToCustomer', '=', true).where('r.parentId', 'is', null),
  columns: { createdByName },
  decorate: withReplies,
  // support learns of a new ticket by mail
  async create({ trx, request, app }, values, organisationId) {
    const comment = values.comment as string;
    const { id } = await trx
      .insertInto('organisationComments')
      .values({ organisationId, type: 'ticket', comment, visibleToCustomer: true, createdBy: request.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const organisation = await trx
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    const mail = mailText('en', 'support_ticket', {
      organisation: organisation.name,
      author: `${request.user.firstName} ${request.user.lastName} <${request.user.email}>`,
      message: comment,
      link: `${app.config.publicUrl}/organisation-comments`,
    });
    const afterCommit = () =>
      app.later(request.log, 'ticket mail', () =>
        app.mailer.send({ to: app.config.supportEmail, replyTo: request.user.email, ...mail }),
      );
    return { id, afterCommit };
  },
  actions: {
    replies: {
      // the reply as the ticket lists it
      options: { schema: { response: { 201: answerOf(REPLY_FIELDS) } } },
      /** The organisation answers on one of its tickets; the reply is visible to it. */
      async handle(request, reply, { app, scope }) {
        const ticketId = (request.params as { id: string }).id;
        const { comment } = request.body as { comment: string };
        const ticket = await commentRows(app.db as unknown as AnyDb, { onlyVisible: true })
          .where('r.id', '=', ticketId)
          .where('r.type', '=', 'ticket')
          .where('r.parentId', 'is', null)
          .where('r.visibleToCustomer', '=', true)
          .where(reaches(scope, 'r.organisationId'))
          .executeTakeFirst();
        if (!ticket) throw notFound();
        const created = await app.db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('organisationComments')
            .values({
              organisationId: ticket.organisationId,
              type: 'comment',
              comment: comment.trim(),
              visibleToCustomer: true,
              parentId: ticket.id,
              createdBy: request.user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // the ticket moves up in lists sorted by their last change
          await trx
            .updateTable('organisationComments')
            .set({ updatedAt: new Date() })
            .where('id', '=', ticket.id)
            .execute();
          const row = await commentRows(trx as unknown as AnyDb)
            .where('r.id', '=', id)
            .executeTakeFirstOrThrow();
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
    },
  },
};
