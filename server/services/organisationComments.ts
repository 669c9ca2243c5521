import { Type } from '@fastify/type-provider-typebox';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { Nullable } from '../http/schemas';

/**
 * Organisation comments and support tickets share one table (§3 Organisation comment): a ticket is
 * a row of type `ticket`, a reply points to its ticket. Staff see every row; an organisation sees
 * its rows flagged visibleToCustomer.
 */
export const DateTime = Type.Unsafe<Date>({ type: 'string', format: 'date-time' });

export const CommentSchema = Type.Object({
  id: Type.String(),
  organisationId: Type.String(),
  organisationName: Type.String(),
  type: Type.String(),
  parentId: Nullable(Type.String()),
  comment: Type.String(),
  visibleToCustomer: Type.Boolean(),
  createdBy: Nullable(Type.String()),
  createdByName: Nullable(Type.String()),
  /** Written by a user of the organisation itself (not by support staff). */
  byOrganisation: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
  replyCount: Type.Integer(),
});

type Eb = ExpressionBuilder<Database, 'organisationComments' | 'organisations' | 'users'>;

/** Rows with organisation name, author and the number of replies (only visible ones for customers). */
export function commentRows(db: Db, { onlyVisible = false } = {}) {
  return db
    .selectFrom('organisationComments as c')
    .innerJoin('organisations as o', 'o.id', 'c.organisationId')
    .leftJoin('users as u', 'u.id', 'c.createdBy')
    .select((eb) => [
      'c.id',
      'c.organisationId',
      'o.name as organisationName',
      'c.type',
      'c.parentId',
      'c.comment',
      'c.visibleToCustomer',
      'c.createdBy',
      eb
        .fn<string | null>('nullif', [eb.fn('concat_ws', [eb.val(' '), 'u.firstName', 'u.lastName']), eb.val('')])
        .as('createdByName'),
      sql<boolean>`coalesce(${sql.ref('u.organisationId')} = ${sql.ref('c.organisationId')}, false)`.as(
        'byOrganisation',
      ),
      'c.createdAt',
      'c.updatedAt',
      replyCount(eb as unknown as Eb, onlyVisible),
    ]);
}

function replyCount(eb: Eb, onlyVisible: boolean) {
  let replies = eb
    .selectFrom('organisationComments as r')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('r.parentId', '=', 'c.id' as never);
  if (onlyVisible) replies = replies.where('r.visibleToCustomer', '=', true);
  return eb.fn.coalesce(replies, eb.lit(0)).as('replyCount');
}
