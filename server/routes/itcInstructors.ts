import { randomInt, randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import {
  AHA_ID_LENGTH,
  AHA_ID_PATTERN,
  DISPLAY_STATUSES,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  OPEN_STATUSES,
  today,
  type DisplayStatus,
} from '../../src/domain/certificates';
import { can } from '../../src/domain/permissions';
import { heldGrants } from '../../src/domain/access';
import type { SessionUser } from '../../src/domain/session';
import { inOrganisations, organisationsOf, type Organisations } from '../auth/scope';
import type { Db } from '../db/database';
import type { RouteOptions } from '../http/context';
import { firstErrorValidator } from '../http/firstErrorValidation';
import { conflict, fieldErrors, forbidden, HttpError, notFound } from '../http/errors';
import {
  applyFilters,
  applyOrderAndRange,
  likePattern,
  ListQuerystring,
  parseListQuery,
  sendList,
  type ListSpec,
} from '../http/list';
import { authErrors, IdParams, Uuid } from '../http/schemas';
import { assertAhaIdFree } from '../services/ahaIds';
import { audit } from '../services/audit';
import { displayStatusSql, instructorMatches, itcOfSql, newestExpirySql } from '../areas/certification/queries';
import { planImport, writeImport } from '../services/instructorImport';

/**
 * The ITC's instructor administration (itc_instructors): every instructor of the ITC's sites with
 * site, AHA id and display status per discipline; generating and changing the AHA id; moving an
 * instructor's certificates to another site of the ITC; and the CSV import
 * (itc_instructor_certificate_import).
 */

const RESOURCE = 'itc-instructors';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const selectInstructors = (db: Db, day: string) =>
  db
    .selectFrom('instructorProfiles as i')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .innerJoin('organisations as o', 'o.id', 'i.organisationId')
    .select((eb) => [
      'i.id',
      'i.organisationId',
      'o.name as organisationName',
      'o.parentId as organisationParentId',
      'p.firstName',
      'p.lastName',
      sql<string>`p.first_name || ' ' || p.last_name`.as('instructorName'),
      'p.email',
      'p.userId',
      'i.ahaInstructorId',
      'i.updatedAt',
      eb
        .selectFrom('instructorCertificates as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.instructorId', '=', 'i.id')
        .as('certificateCount'),
      // every discipline of the site's ITC with the instructor's display status in it
      sql<{ disciplineId: string; disciplineName: string; expiryDate: string | null; displayStatus: DisplayStatus }[]>`(
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'disciplineId', d.id,
          'disciplineName', d.name,
          'expiryDate', x.expiry,
          'displayStatus', ${displayStatusSql(sql`x.expiry`, day)}
        ) ORDER BY d.name), '[]'::jsonb)
        FROM disciplines d
        CROSS JOIN LATERAL (SELECT ${newestExpirySql('i.id', 'd.id')} AS expiry) x
        WHERE d.organisation_id = ${itcOfSql('o')} AND NOT d.deleted
      )`.as('disciplines'),
    ])
    .where('i.deleted', '=', false)
    .where('p.deleted', '=', false);

const spec: ListSpec = {
  sortable: {
    instructorName: 'p.lastName',
    firstName: 'p.firstName',
    lastName: 'p.lastName',
    email: 'p.email',
    organisationName: 'o.name',
    ahaInstructorId: 'i.ahaInstructorId',
    updatedAt: 'i.updatedAt',
  },
  defaultSort: { field: 'instructorName', order: 'ASC' },
  filters: {
    id: { type: 'uuids', column: 'i.id' },
    organisationId: { type: 'uuid', column: 'i.organisationId' },
  },
  idColumn: 'i.id',
};

const invalid = (field: string) => fieldErrors({ [field]: { key: 'invalidValue' } });

/** The discipline and display-status filters, which belong together. */
function statusCondition(disciplineId: unknown, displayStatus: unknown, day: string) {
  if (
    disciplineId !== undefined &&
    disciplineId !== null &&
    disciplineId !== '' &&
    (typeof disciplineId !== 'string' || !UUID.test(disciplineId))
  )
    throw invalid('filter.disciplineId');
  if (
    displayStatus !== undefined &&
    displayStatus !== null &&
    displayStatus !== '' &&
    !DISPLAY_STATUSES.includes(displayStatus as DisplayStatus)
  )
    throw invalid('filter.displayStatus');
  const discipline = typeof disciplineId === 'string' && disciplineId ? disciplineId : undefined;
  const status = typeof displayStatus === 'string' && displayStatus ? displayStatus : undefined;
  if (discipline && status) {
    return sql<SqlBool>`EXISTS (SELECT 1 FROM disciplines d WHERE d.id = ${discipline} AND d.organisation_id = ${itcOfSql('o')} AND ${displayStatusSql(newestExpirySql('i.id', 'd.id'), day)} = ${status})`;
  }
  if (discipline)
    return sql<SqlBool>`EXISTS (SELECT 1 FROM instructor_certificates c WHERE c.instructor_id = i.id AND c.discipline_id = ${discipline})`;
  if (status) {
    return sql<SqlBool>`EXISTS (SELECT 1 FROM disciplines d WHERE d.organisation_id = ${itcOfSql('o')} AND NOT d.deleted AND ${displayStatusSql(newestExpirySql('i.id', 'd.id'), day)} = ${status})`;
  }
  return undefined;
}

const AhaBody = Type.Object(
  { ahaInstructorId: Type.String({ minLength: 1, maxLength: 30 }) },
  { additionalProperties: false },
);
const MoveBody = Type.Object({ organisationId: Uuid }, { additionalProperties: false });
const ImportRowSchema = Type.Object(
  Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, Type.Optional(Type.String({ maxLength: 1000 }))])),
  { additionalProperties: false },
);
const ImportBody = Type.Object(
  { rows: Type.Array(ImportRowSchema, { maxItems: IMPORT_MAX_ROWS }) },
  { additionalProperties: false },
);
/**
 * What the import route may be sent: IMPORT_MAX_ROWS rows of about 190 bytes of JSON each (site,
 * AHA id, names, e-mail, date, discipline) with a margin, and as many JSON values as those rows
 * hold (an object and seven fields each). Anything larger answers 413 before it is parsed.
 */
const IMPORT_BODY_LIMIT = IMPORT_MAX_ROWS * 256;
const IMPORT_JSON_VALUES = IMPORT_MAX_ROWS * (IMPORT_COLUMNS.length + 1) + 16;
const ImportQuery = Type.Object({ dryRun: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) });

export const itcInstructorRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx, version }) => {
  const tags = [RESOURCE];
  const db = ctx.db;

  function scopeFor(request: FastifyRequest, action: string): Organisations {
    const grants = heldGrants(request.user, RESOURCE, action);
    if (!grants.length) throw forbidden();
    return organisationsOf(
      request.user,
      grants.some((g) => g.reach === 'itc'),
    );
  }

  async function instructorInScope(executor: Db, id: string, scope: Organisations) {
    const row = await selectInstructors(executor, today())
      .where('i.id', '=', id)
      .where(inOrganisations('i.organisationId', scope))
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  const toApi = ({ userId, ...row }: Awaited<ReturnType<typeof instructorInScope>>) => ({
    ...row,
    linkedToUser: !!userId,
  });

  app.get(
    `/${RESOURCE}`,
    { schema: { tags, querystring: ListQuerystring, response: { 200: Type.Unknown(), ...authErrors } } },
    async (request, reply) => {
      const query = parseListQuery(version, request.query);
      const { q, disciplineId, displayStatus, ...filter } = query.filter;
      const scope = scopeFor(request, 'read');
      const day = today();
      let base = selectInstructors(db, day).where(inOrganisations('i.organisationId', scope));
      if (q !== undefined && q !== null && q !== '') {
        if (typeof q !== 'string' || q.length > 200) throw invalid('filter.q');
        const pattern = likePattern(q.trim());
        base = base.where((eb) => eb.or([instructorMatches('i.id', q), eb('o.name', 'ilike', pattern)]));
      }
      const status = statusCondition(disciplineId, displayStatus, day);
      if (status) base = base.where(status);
      const filtered = applyFilters(base, spec, filter);
      const [rows, { total }] = await Promise.all([
        applyOrderAndRange(filtered, spec, query).execute(),
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return sendList(reply, version, RESOURCE, query, rows.map(toApi), total);
    },
  );

  app.get(
    `/${RESOURCE}/:id`,
    { schema: { tags, params: IdParams, response: { 200: Type.Unknown(), ...authErrors } } },
    async (request) => toApi(await instructorInScope(db, request.params.id, scopeFor(request, 'read'))),
  );

  async function setAhaId(
    request: FastifyRequest,
    id: string,
    ahaId: string | undefined,
    action: 'generate_aha_id' | 'update_aha_id',
  ) {
    const scope = scopeFor(request, 'update');
    await db.transaction().execute(async (trx) => {
      const before = await instructorInScope(trx, id, scope);
      await trx.selectFrom('instructorProfiles').select('id').where('id', '=', before.id).forUpdate().execute();
      let value = ahaId;
      if (value === undefined) {
        if (before.ahaInstructorId) throw conflict('AHA_ID_EXISTS', 'The instructor already has an AHA instructor ID.');
        // a fresh id that no instructor profile anywhere holds
        for (let attempt = 0; attempt < 20 && value === undefined; attempt++) {
          const candidate = String(randomInt(10 ** (AHA_ID_LENGTH - 1), 10 ** AHA_ID_LENGTH));
          const used = await trx
            .selectFrom('instructorProfiles')
            .select('id')
            .where('ahaInstructorId', '=', candidate)
            .executeTakeFirst();
          if (!used) value = candidate;
        }
        if (value === undefined) throw new HttpError(503, 'BUSY', 'No free instructor ID was found; please try again.');
      } else {
        await assertAhaIdFree(trx, value, before.id);
      }
      await trx
        .updateTable('instructorProfiles')
        .set({ ahaInstructorId: value, updatedAt: new Date() })
        .where('id', '=', before.id)
        .execute();
      await audit(trx, {
        organisationId: before.organisationId,
        userId: request.user.id,
        entity: RESOURCE,
        entityId: before.id,
        action,
        before: { ahaInstructorId: before.ahaInstructorId },
        after: { ahaInstructorId: value },
      });
    });
    return toApi(await instructorInScope(db, id, scope));
  }

  app.post(
    `/${RESOURCE}/:id/generate-aha-id`,
    {
      config: { access: ['itc_instructors'] },
      schema: {
        tags,
        summary: 'Give an instructor without one a new AHA instructor id',
        params: IdParams,
        response: { 200: Type.Unknown(), 409: authErrors[400], ...authErrors },
      },
    },
    async (request) => setAhaId(request, request.params.id, undefined, 'generate_aha_id'),
  );

  app.patch(
    `/${RESOURCE}/:id`,
    {
      config: { access: ['itc_instructors'] },
      schema: {
        tags,
        summary: 'Change the AHA instructor id',
        params: IdParams,
        body: AhaBody,
        response: { 200: Type.Unknown(), 409: authErrors[400], ...authErrors },
      },
    },
    async (request) => {
      const ahaId = request.body.ahaInstructorId.trim();
      if (!AHA_ID_PATTERN.test(ahaId)) throw invalid('ahaInstructorId');
      return setAhaId(request, request.params.id, ahaId, 'update_aha_id');
    },
  );

  app.post(
    `/${RESOURCE}/:id/move`,
    {
      config: { access: ['itc_instructors'] },
      schema: {
        tags,
        summary: "Move an instructor's certificates to another site of the same ITC",
        params: IdParams,
        body: MoveBody,
        response: { 200: Type.Unknown(), 409: authErrors[400], ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeFor(request, 'update');
      const user = request.user;
      const result = await db.transaction().execute(async (trx) => {
        const source = await instructorInScope(trx, request.params.id, scope);
        const target = await trx
          .selectFrom('organisations')
          .select(['id', 'name', 'parentId'])
          .where('id', '=', request.body.organisationId)
          .where('type', '=', 'its')
          .where('deleted', '=', false)
          .where(inOrganisations('id', scope))
          .executeTakeFirst();
        if (!target) throw notFound();
        if (target.id === source.organisationId || target.parentId !== source.organisationParentId)
          throw invalid('organisationId');
        // serialise moves and requests of this instructor
        await trx
          .selectFrom('instructorCertificates')
          .select('id')
          .where('instructorId', '=', source.id)
          .forUpdate()
          .execute();

        // the instructor at the new site: the same person's profile there (same user or e-mail; both
        // sites are the ITC's), else a copy of this one
        const participant = await trx
          .selectFrom('participantProfiles as p')
          .innerJoin('instructorProfiles as i', 'i.participantProfileId', 'p.id')
          .selectAll('p')
          .where('i.id', '=', source.id)
          .executeTakeFirstOrThrow();
        const profile = await trx
          .selectFrom('instructorProfiles')
          .selectAll()
          .where('id', '=', source.id)
          .executeTakeFirstOrThrow();
        const existing = await trx
          .selectFrom('instructorProfiles as i')
          .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
          .select(['i.id', 'i.ahaInstructorId'])
          .where('i.organisationId', '=', target.id)
          .where('i.deleted', '=', false)
          .where((eb) =>
            eb.or([
              ...(participant.userId ? [eb('p.userId', '=', participant.userId)] : []),
              ...(participant.email ? [sql<SqlBool>`lower(p.email) = ${participant.email.toLowerCase()}`] : []),
              sql<SqlBool>`false`,
            ]),
          )
          .orderBy('i.createdAt')
          .executeTakeFirst();
        let targetId = existing?.id;
        // The AHA id names one profile (migration 046): it goes with the certificates, unless the
        // profile there has an id of its own already.
        const ahaId =
          profile.ahaInstructorId && (!existing || !existing.ahaInstructorId) ? profile.ahaInstructorId : null;
        if (ahaId)
          await trx
            .updateTable('instructorProfiles')
            .set({ ahaInstructorId: null, updatedAt: new Date() })
            .where('id', '=', source.id)
            .execute();
        if (targetId) {
          const clash = await trx
            .selectFrom('instructorCertificates as a')
            .innerJoin('instructorCertificates as b', 'b.disciplineId', 'a.disciplineId')
            .select('a.id')
            .where('a.instructorId', '=', source.id)
            .where('b.instructorId', '=', targetId)
            .where('a.status', 'in', OPEN_STATUSES)
            .where('b.status', 'in', OPEN_STATUSES)
            .executeTakeFirst();
          if (clash) throw conflict('ONE_REQUEST_PER_DISCIPLINE', 'Only one request per discipline');
          if (ahaId)
            await trx
              .updateTable('instructorProfiles')
              .set({ ahaInstructorId: ahaId, updatedAt: new Date() })
              .where('id', '=', targetId)
              .execute();
        } else {
          const participantId = randomUUID();
          targetId = randomUUID();
          const { id: _p, organisationId: _o, createdAt: _c, updatedAt: _u, ...person } = participant;
          await trx
            .insertInto('participantProfiles')
            .values({ ...person, id: participantId, organisationId: target.id, deleted: false })
            .execute();
          const {
            id: _i,
            organisationId: _io,
            participantProfileId: _pp,
            createdAt: _ic,
            updatedAt: _iu,
            ...instructor
          } = profile;
          await trx
            .insertInto('instructorProfiles')
            .values({
              ...instructor,
              ahaInstructorId: ahaId,
              id: targetId,
              organisationId: target.id,
              participantProfileId: participantId,
              deleted: false,
            })
            .execute();
        }
        const moved = await trx
          .updateTable('instructorCertificates')
          .set({ instructorId: targetId, organisationId: target.id, updatedAt: new Date() })
          .where('instructorId', '=', source.id)
          .returning('id')
          .execute();
        if (moved.length) {
          await trx
            .updateTable('certificateFiles')
            .set({ organisationId: target.id })
            .where(
              'certificateId',
              'in',
              moved.map((m) => m.id),
            )
            .execute();
        }
        const summary = {
          instructorId: targetId,
          organisationId: target.id,
          organisationName: target.name,
          certificates: moved.length,
        };
        await audit(trx, {
          organisationId: source.organisationId,
          userId: user.id,
          entity: RESOURCE,
          entityId: source.id,
          action: 'move',
          before: { instructorId: source.id, organisationId: source.organisationId },
          after: summary,
        });
        await audit(trx, {
          organisationId: target.id,
          userId: user.id,
          entity: RESOURCE,
          entityId: targetId,
          action: 'move_in',
          before: { instructorId: source.id, organisationId: source.organisationId },
          after: summary,
        });
        return summary;
      });
      return { ...toApi(await instructorInScope(db, result.instructorId, scope)), moved: result.certificates };
    },
  );

  app.post(
    `/${RESOURCE}/import`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: ['itc_instructor_certificate_import'], maxJsonValues: IMPORT_JSON_VALUES },
      validatorCompiler: firstErrorValidator,
      schema: {
        tags,
        summary:
          'CSV import (parsed rows): dryRun=true checks every row and changes nothing; dryRun=false imports an error-free file in one transaction',
        querystring: ImportQuery,
        body: ImportBody,
        response: { 200: Type.Unknown(), ...authErrors },
      },
    },
    async (request) => {
      const user: SessionUser = request.user;
      if (!can(user, 'itc_instructor_certificate_import', 'create')) throw forbidden();
      const scope = organisationsOf(user, true);
      const dryRun = request.query.dryRun !== 'false';
      if (dryRun) {
        const plan = await planImport(db, scope, request.body.rows);
        return plan.result;
      }
      return db.transaction().execute(async (trx) => {
        // one import at a time per ITC, so two files cannot both create the same instructor
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`import:${user.organisation.id}`}))`.execute(trx);
        const plan = await planImport(trx, scope, request.body.rows);
        plan.result.dryRun = false;
        if (plan.result.failed)
          throw new HttpError(400, 'IMPORT_HAS_ERRORS', 'The file has rows with errors; nothing was imported.', {
            file: `${plan.result.failed} rows with errors`,
          });
        await writeImport(trx, plan, user.id);
        await audit(trx, {
          organisationId: user.organisation.id,
          userId: user.id,
          entity: RESOURCE,
          entityId: 'import',
          action: 'import',
          after: {
            rows: plan.result.total,
            created: plan.result.created,
            updated: plan.result.updated,
            certificates: plan.result.certificates,
          },
        });
        return plan.result;
      });
    },
  );
};
