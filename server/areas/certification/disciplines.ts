import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { heldGrants } from '../../../src/domain/access';
import { CERTIFICATE_READERS, holdsReach, TEMPLATE_FILE_TYPES } from '../../../src/domain/certificates';
import type { Fields } from '../../../src/domain/resources';
import { disciplines as disciplineDefinition } from '../../../src/domain/resources/disciplines';
import type { SessionUser } from '../../../src/domain/session';
import { reaches, scopeOf, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AppContext, RouteApp } from '../../http/context';
import { routesTagged } from '../../http/routeOptions';
import { routePlugin } from '../../http/routePlugin';
import { conflict, fieldErrors, forbidden, notFound } from '../../http/errors';
import { authErrors, Uuid } from '../../http/schemas';
import type { ResourceExtension } from '../../resources/extension';
import { answerOf } from '../../resources/schemas';
import { audit, type AuditEntry } from '../../services/audit';
import { readUpload, sendFile } from '../../services/files';
import { checkReminderDays } from './renewalRules';

/**
 * Disciplines of an ITC (BLS, ACLS, ...): the ITC maintains them (itc_disciplines), its sites and
 * their instructors read them to file certificate requests. Each has up to three templates
 * (TEMPLATE, TEMPLATE_CERTIFICATION, TEMPLATE_RECERTIFICATION) to download and fill in.
 */

/** Sites and instructors read the disciplines of their ITC; an ITC user those of his own. */
export function disciplineReadScope(user: SessionUser): Scope | undefined {
  const reader = (['own', 'itc', 'my'] as const).some((reach) => holdsReach(user, CERTIFICATE_READERS, 'read', reach));
  if (!reader) return undefined;
  if (user.organisation.type === 'itc') return { organisations: { kind: 'one', id: user.organisation.id } };
  if (user.organisation.parentId) return { organisations: { kind: 'one', id: user.organisation.parentId } };
  return undefined;
}

export const disciplines: ResourceExtension = {
  name: 'disciplines',
  readScope: disciplineReadScope,
  // only an ITC owns disciplines
  async check(db, values, organisationId) {
    checkReminderDays(values);
    const organisation = await db
      .selectFrom('organisations')
      .select('type')
      .where('id', '=', organisationId)
      .executeTakeFirst();
    if (organisation?.type !== 'itc') throw fieldErrors({ organisationId: { key: 'invalidValue' } });
  },
  select: (query) =>
    query.select((eb) => [
      eb
        .selectFrom('instructorCertificates as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.disciplineId', '=', 'r.id')
        .as('usedIn'),
      jsonArrayFrom(
        eb
          .selectFrom('disciplineTemplates as t')
          .select(['t.id', 't.type', 't.fileName', 't.size', 't.contentType', 't.updatedAt'])
          .whereRef('t.disciplineId', '=', 'r.id')
          .orderBy('t.type'),
      ).as('templates'),
    ]),
};

/** A discipline's template of one type: the path of its routes. */
const TEMPLATE_PATH = '/disciplines/:id/templates/:type';
const TemplateParams = Type.Object({ id: Uuid, type: Type.Union(TEMPLATE_FILE_TYPES.map((t) => Type.Literal(t))) });
type TemplateType = Static<typeof TemplateParams>['type'];

/** The template row of the path: the discipline's of that type. */
const templateOf =
  (discipline: { id: string }, type: TemplateType) => (eb: ExpressionBuilder<Database, 'disciplineTemplates'>) =>
    eb.and({ disciplineId: discipline.id, type });

/** A template as its discipline lists it. */
const TemplateSchema = answerOf((disciplineDefinition.fields.templates as { of: { fields: Fields } }).of.fields);

/** Upload (or replace), download and delete of a discipline's templates. */
export const routes = routePlugin(uploadTemplateRoute, downloadTemplateRoute, deleteTemplateRoute);

const route = routesTagged('disciplines');

/** The options of a route that changes a template: for the ITC's keepers of disciplines only. */
const templateChange = <R extends Record<number, TSchema>>(summary: string, response: R) =>
  route.gated(['itc_disciplines'], { summary, params: TemplateParams, response: { ...response, ...authErrors } });

function scopeFor(request: FastifyRequest, action: 'read' | 'update'): Scope {
  const scope =
    scopeOf(request.user, heldGrants(request.user, 'disciplines', action)) ??
    (action === 'read' ? disciplineReadScope(request.user) : undefined);
  if (!scope) throw forbidden();
  return scope;
}

async function disciplineInScope(ctx: AppContext, id: string, scope: Scope) {
  const row = await ctx.db
    .selectFrom('disciplines')
    .select(['id', 'organisationId', 'deleted', 'name'])
    .where('id', '=', id)
    .where(reaches(scope, 'organisationId'))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The discipline whose templates change: in the caller's scope to update (403, 404), not deleted (409). */
async function changeableDiscipline(ctx: AppContext, request: FastifyRequest, id: string) {
  const discipline = await disciplineInScope(ctx, id, scopeFor(request, 'update'));
  if (discipline.deleted) throw conflict('DELETED');
  return discipline;
}

/** The audit row of a change of a discipline's templates: the discipline's, in the change's transaction. */
const auditTemplate = (
  trx: Db,
  request: FastifyRequest,
  discipline: { id: string; organisationId: string },
  change: Pick<AuditEntry, 'action' | 'before' | 'after'>,
) =>
  audit(trx, {
    organisationId: discipline.organisationId,
    userId: request.user.id,
    entity: 'disciplines',
    entityId: discipline.id,
    ...change,
  });

function uploadTemplateRoute(app: RouteApp, ctx: AppContext) {
  app.post(
    TEMPLATE_PATH,
    templateChange('Upload or replace a template (multipart, one file)', { 201: TemplateSchema }),
    async (request, reply) => {
      const discipline = await changeableDiscipline(ctx, request, request.params.id);
      const upload = await readUpload(request, ctx.config);
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('disciplineTemplates')
          .select(['id', 'fileName', 'size'])
          .where(templateOf(discipline, request.params.type))
          .forUpdate()
          .executeTakeFirst();
        const values = { ...upload, createdBy: request.user.id, updatedAt: new Date() };
        const row = await trx
          .insertInto('disciplineTemplates')
          .values({
            ...values,
            organisationId: discipline.organisationId,
            disciplineId: discipline.id,
            type: request.params.type,
          })
          .onConflict((oc) => oc.columns(['disciplineId', 'type']).doUpdateSet(values))
          .returning(['id', 'type', 'fileName', 'size', 'contentType', 'updatedAt'])
          .executeTakeFirstOrThrow();
        await auditTemplate(trx, request, discipline, {
          action: before ? 'replace_template' : 'upload_template',
          before: before ?? undefined,
          after: { type: row.type, fileName: row.fileName, size: row.size },
        });
        return row;
      });
      return reply.status(201).send(saved);
    },
  );
}

function downloadTemplateRoute(app: RouteApp, ctx: AppContext) {
  app.get(
    TEMPLATE_PATH,
    { config: { download: true }, ...route.read({ summary: 'Download a template', params: TemplateParams }) },
    async (request, reply) => {
      const discipline = await disciplineInScope(ctx, request.params.id, scopeFor(request, 'read'));
      const file = await ctx.db
        .selectFrom('disciplineTemplates')
        .select(['fileName', 'contentType', 'content'])
        .where(templateOf(discipline, request.params.type))
        .executeTakeFirst();
      if (!file) throw notFound();
      return sendFile(reply, file);
    },
  );
}

function deleteTemplateRoute(app: RouteApp, ctx: AppContext) {
  app.delete(
    TEMPLATE_PATH,
    templateChange('Delete a template', { 200: Type.Omit(TemplateSchema, ['contentType', 'updatedAt']) }),
    async (request) => {
      const discipline = await changeableDiscipline(ctx, request, request.params.id);
      return ctx.db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('disciplineTemplates')
          .where(templateOf(discipline, request.params.type))
          .returning(['id', 'type', 'fileName', 'size'])
          .executeTakeFirst();
        if (!removed) throw notFound();
        await auditTemplate(trx, request, discipline, { action: 'delete_template', before: removed });
        return removed;
      });
    },
  );
}
