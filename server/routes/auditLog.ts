import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SqlBool } from 'kysely';
import { meets } from '../../src/domain/permissions';
import { routeByName } from '../../src/domain/routes';
import type { RouteOptions } from '../http/context';
import { forbidden } from '../http/errors';
import {
  applyFilters,
  applyOrderAndRange,
  LIST_QUERIES,
  listAnswerOf,
  parseListQuery,
  sendList,
  type ListSpec,
} from '../http/list';
import { authErrors } from '../http/schemas';
import { auditedFields } from '../resources/auditedFields';
import { AuditRowSchema, changesOf } from '../resources/history';
import { ACTOR_NAME } from '../services/audit';

/** How the audit list filters and sorts: by organisation, user, resource, action and period (days, UTC). */
const SPEC: ListSpec = {
  sortable: {
    createdAt: 'a.createdAt',
    entity: 'a.entity',
    action: 'a.action',
    organisationName: 'o.name',
    actorName: ACTOR_NAME,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    organisationId: { type: 'uuid', column: 'a.organisationId' },
    userId: { type: 'uuid', column: 'a.userId' },
    entity: { type: 'string', column: 'a.entity' },
    action: { type: 'string', column: 'a.action' },
    from: { type: 'date', where: (day: string) => sql<SqlBool>`a.created_at >= ${day}::date` },
    to: { type: 'date', where: (day: string) => sql<SqlBool>`a.created_at < ${day}::date + 1` },
  },
  idColumn: 'a.id',
};

type Snapshot = Record<string, unknown> | null;

/** The numbers an import's audit row keeps (itcInstructors.ts): rows read, created, updated, rejected. */
function importCounts(after: Snapshot) {
  const count = (key: string) => (typeof after?.[key] === 'number' ? (after[key] as number) : 0);
  return after && typeof after.rows === 'number'
    ? { rows: count('rows'), created: count('created'), updated: count('updated'), rejected: count('rejected') }
    : null;
}

/**
 * `GET /audit-log`: every audit row of every organisation, filtered, sorted and paged like a
 * resource's list, for internal staff with manage on all (the route Audit_Log's users). The
 * changes of a declared resource show what the caller may read of the record now (auditedFields.ts);
 * other entries name no values.
 */
export const auditLogRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx, version }) => {
  const fieldsOf = auditedFields(ctx);
  app.get(
    '/audit-log',
    {
      config: { access: ['all'] },
      schema: {
        tags: ['audit-log'],
        summary: 'The audit rows of all organisations: filter organisationId, userId, entity, action, from, to',
        querystring: LIST_QUERIES[version],
        response: {
          200: listAnswerOf(version, AuditRowSchema),
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      if (!meets(request.user, routeByName('Audit_Log'))) throw forbidden();
      const query = parseListQuery(version, request.query as Record<string, string>);
      const matching = applyFilters(
        ctx.db
          .selectFrom('auditLog as a')
          .leftJoin('organisations as o', 'o.id', 'a.organisationId')
          .leftJoin('users as u', 'u.id', 'a.userId'),
        SPEC,
        query.filter,
      );
      const [rows, { total }] = await Promise.all([
        applyOrderAndRange(
          matching.select([
            'a.id',
            'a.createdAt',
            'a.organisationId',
            'o.name as organisationName',
            'a.userId',
            ACTOR_NAME.as('actorName'),
            'a.entity',
            'a.entityId',
            'a.action',
            'a.before',
            'a.after',
          ]),
          SPEC,
          query,
        ).execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      // of each record, the fields the caller may read of it now (the rule of its answer)
      const views = await fieldsOf(
        request,
        rows.map((row) => ({
          entity: row.entity,
          entityId: row.entityId,
          organisationId: row.organisationId,
          snapshot: (row.after ?? row.before) as Snapshot,
        })),
      );
      const answered = rows.map(({ before, after, ...row }, index) => ({
        ...row,
        id: String(row.id),
        createdAt: new Date(row.createdAt).toISOString(),
        entityName: views[index].name,
        imported: row.action === 'import' ? importCounts(after as Snapshot) : null,
        changes: changesOf(views[index].fields, before as Snapshot, after as Snapshot),
      }));
      return sendList(reply, version, 'audit-log', query, answered, Number(total));
    },
  );
};
