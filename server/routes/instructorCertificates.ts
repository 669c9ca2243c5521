import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  allowedActions,
  CERTIFICATE_ACTIONS,
  CERTIFICATE_EDITORS,
  CERTIFICATE_LIMITS,
  EDITING,
  CERTIFICATE_READERS,
  CERTIFICATE_STATUSES,
  certificateFieldErrors,
  DISCIPLINE_TYPES,
  DISPLAY_STATUSES,
  expiryDateFor,
  INVOICE_FIELDS,
  isEditable,
  missingFiles,
  OPEN_STATUSES,
  permitted,
  REQUIRED_FILES,
  stepOf,
  WORKFLOW,
  today,
  type CertificateAction,
  type CertificateStatus,
  type DisciplineType,
  type InvoiceAddress,
} from '../../src/domain/certificates';
import type { Reach } from '../../src/domain/resources';
import type { SessionUser } from '../../src/domain/session';
import { english } from '../../src/domain/validation';
import type { Database } from '../db/schema';
import type { RouteOptions } from '../http/context';
import { conflict, fieldErrors, forbidden, notFound } from '../http/errors';
import {
  applyFilters,
  applyOrderAndRange,
  ListQuerystring,
  parseListQuery,
  sendList,
  sortColumn,
  type ListSpec,
} from '../http/list';
import { authErrors, IdParams, Nullable, OptionalText, Uuid } from '../http/schemas';
import { audit } from '../services/audit';
import { instructorMatches } from '../services/instructorSearch';
import { sendDecisionMail } from '../services/certificateMail';
import {
  itcOfSql,
  reachCondition,
  reachesAnything,
  reachesOf,
  relationOf,
  rowDisplayStatusSql,
  type Reaches,
} from '../services/certificates';
import { readUpload, sendFile, uploadRules } from '../services/files';

/**
 * Certificate requests (DESIGN §5) in three scopes – its (a site), itc (an ITC over its sites),
 * my (an instructor's own) – with the workflow submit, approve, decline, certify, and their files.
 * Every step is one transaction with an audit row; the rules come from src/domain/certificates.ts.
 */

type Db = Kysely<Database>;

const Literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

const InvoiceAddressSchema = Type.Object(
  Object.fromEntries(INVOICE_FIELDS.map((field) => [field, OptionalText(CERTIFICATE_LIMITS.invoiceField)])),
  { additionalProperties: false },
);

const fields = {
  disciplineId: Uuid,
  disciplineType: Literals(DISCIPLINE_TYPES),
  info: OptionalText(CERTIFICATE_LIMITS.info),
  invoiceAddress: Type.Optional(Nullable(InvoiceAddressSchema)),
  paidRecertificationAccepted: Type.Optional(Type.Boolean()),
};
const CreateBody = Type.Object({ instructorId: Uuid, ...fields }, { additionalProperties: false });
const UpdateBody = Type.Partial(Type.Object(fields), { additionalProperties: false });
const ActionParams = Type.Object({ id: Uuid, action: Literals(CERTIFICATE_ACTIONS) });
const ActionBody = Type.Object(
  { itcComment: OptionalText(CERTIFICATE_LIMITS.itcComment) },
  { additionalProperties: false },
);
const FileQuery = Type.Object({
  type: Literals([
    'APPLICATION_FORM',
    'MONITORING_FORM',
    'CURRENT_PROVIDER_STATUS',
    'CERTIFICIATE_INSTRUCTOR_COURSE',
    'RENEWAL_CHECKLIST',
    'INSTRUCTOR_CERTIFICATE',
    'ADDITIONAL_ATTACHMENT',
  ] as const),
});

const SCOPES: Record<string, Reach> = { its: 'own', itc: 'itc', my: 'my' };

const INVOICE_COLUMNS = {
  nameOrInstitution: 'invoiceNameOrInstitution',
  street: 'invoiceStreet',
  houseNumber: 'invoiceHouseNumber',
  zipCode: 'invoiceZipCode',
  city: 'invoiceCity',
  country: 'invoiceCountry',
} as const;

/** Certificates with organisation, instructor (profile and person) and discipline. */
const baseQuery = (db: Db) =>
  db
    .selectFrom('instructorCertificates as c')
    .innerJoin('organisations as o', 'o.id', 'c.organisationId')
    .innerJoin('instructorProfiles as i', 'i.id', 'c.instructorId')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .innerJoin('disciplines as d', 'd.id', 'c.disciplineId');

const selectRow = (db: Db, day = today()) =>
  baseQuery(db).select([
    'c.id',
    'c.organisationId',
    'o.name as organisationName',
    'o.parentId as organisationParentId',
    'c.instructorId',
    sql<string>`p.first_name || ' ' || p.last_name`.as('instructorName'),
    'i.ahaInstructorId',
    'p.userId as instructorUserId',
    'c.disciplineId',
    'd.name as disciplineName',
    'd.validityMonths',
    'c.disciplineType',
    'c.status',
    'c.info',
    'c.itcComment',
    'c.certificationDate',
    'c.expiryDate',
    'c.createdAt',
    'c.updatedAt',
    'c.invoiceNameOrInstitution',
    'c.invoiceStreet',
    'c.invoiceHouseNumber',
    'c.invoiceZipCode',
    'c.invoiceCity',
    'c.invoiceCountry',
    'c.paidRecertificationAccepted',
    rowDisplayStatusSql(day).as('displayStatus'),
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

const listSpec = (day: string): ListSpec => ({
  sortable: {
    organisationName: 'o.name',
    instructorName: 'p.lastName',
    ahaInstructorId: 'i.ahaInstructorId',
    disciplineName: 'd.name',
    disciplineType: 'c.disciplineType',
    status: 'c.status',
    createdAt: 'c.createdAt',
    updatedAt: 'c.updatedAt',
    certificationDate: 'c.certificationDate',
    expiryDate: 'c.expiryDate',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    id: { type: 'uuids', column: 'c.id' },
    status: { type: { enum: CERTIFICATE_STATUSES }, column: 'c.status' },
    disciplineId: { type: 'uuid', column: 'c.disciplineId' },
    disciplineType: { type: { enum: DISCIPLINE_TYPES }, column: 'c.disciplineType' },
    organisationId: { type: 'uuid', column: 'c.organisationId' },
    instructorId: { type: 'uuid', column: 'c.instructorId' },
    displayStatus: {
      type: { enum: DISPLAY_STATUSES },
      where: (value: string) => sql<SqlBool>`${rowDisplayStatusSql(day)} = ${value}`,
    },
  },
  idColumn: 'c.id',
});

/** A row as the API answers it, with what the caller may do with it. */
function toApi(row: Row, user: SessionUser) {
  const {
    organisationParentId,
    instructorUserId,
    validityMonths,
    invoiceNameOrInstitution,
    invoiceStreet,
    invoiceHouseNumber,
    invoiceZipCode,
    invoiceCity,
    invoiceCountry,
    ...rest
  } = row;
  const relation = relationOf(user, { organisationId: row.organisationId, organisationParentId, instructorUserId });
  const status = row.status as CertificateStatus;
  return {
    ...rest,
    invoiceAddress: {
      nameOrInstitution: invoiceNameOrInstitution,
      street: invoiceStreet,
      houseNumber: invoiceHouseNumber,
      zipCode: invoiceZipCode,
      city: invoiceCity,
      country: invoiceCountry,
    },
    validityMonths,
    mine: relation.my,
    actions: allowedActions(user, relation, status),
    editable: isEditable(user, relation, status),
  };
}

/** The text search of the lists: instructor name (either order), AHA id, e-mail. */
const searchCondition = (q: string) => instructorMatches('c.instructorId', q);

/** The scope a list asks for (`filter.scope`: its, itc or my; none: all the caller reaches). */
function listReaches(
  user: SessionUser,
  scope: unknown,
  permits = CERTIFICATE_READERS,
  action: 'read' | 'create' = 'read',
): Reaches {
  if (
    scope !== undefined &&
    scope !== null &&
    scope !== '' &&
    (typeof scope !== 'string' || !Object.hasOwn(SCOPES, scope))
  ) {
    throw fieldErrors({ 'filter.scope': { key: 'invalidValue' } });
  }
  const reaches = reachesOf(user, permits, action, typeof scope === 'string' && scope ? SCOPES[scope] : undefined);
  if (!reachesAnything(reaches)) throw forbidden();
  return reaches;
}

function checkSearch(q: unknown) {
  if (q === undefined || q === null || q === '') return undefined;
  if (typeof q !== 'string' || q.length > 200) throw fieldErrors({ 'filter.q': { key: 'invalidValue' } });
  return q.trim() || undefined;
}

/** Turns the nested invoice address into columns (only the fields sent). */
function invoiceColumns(address: InvoiceAddress | null | undefined, clearMissing: boolean) {
  const values: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(INVOICE_COLUMNS)) {
    const value = address?.[field as keyof InvoiceAddress];
    if (value === undefined && !clearMissing && address !== null) continue;
    values[column] = typeof value === 'string' ? value.trim() || null : null;
  }
  return values;
}

const clean = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : value);

export const instructorCertificateRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx, version }) => {
  const tags = ['instructor-certificates'];
  const db = ctx.db;

  /** The row if the caller may see it; 404 otherwise (ids of others cannot be probed). */
  async function visibleRow(executor: Db, user: SessionUser, id: string, lock = false): Promise<Row> {
    if (!reachesAnything(reachesOf(user, CERTIFICATE_READERS, 'read'))) throw forbidden();
    let query = selectRow(executor).where('c.id', '=', id);
    if (lock) query = query.forUpdate('c');
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    const relation = relationOf(user, {
      organisationId: row.organisationId,
      organisationParentId: row.organisationParentId,
      instructorUserId: row.instructorUserId,
    });
    if (!permitted(user, CERTIFICATE_READERS, 'read', relation)) throw notFound();
    return row;
  }

  const relationOfRow = (user: SessionUser, row: Row) =>
    relationOf(user, {
      organisationId: row.organisationId,
      organisationParentId: row.organisationParentId,
      instructorUserId: row.instructorUserId,
    });

  /** The row with its files and what the request still needs. */
  async function detail(executor: Db, user: SessionUser, row: Row) {
    const files = await executor
      .selectFrom('certificateFiles')
      .select(['id', 'type', 'fileName', 'contentType', 'size', 'createdAt'])
      .where('certificateId', '=', row.id)
      .orderBy('type')
      .orderBy('createdAt')
      .execute();
    const type = row.disciplineType as DisciplineType;
    return {
      ...toApi(row, user),
      files,
      requiredFiles: REQUIRED_FILES[type],
      missingFiles: missingFiles(
        type,
        files.map((f) => f.type),
      ),
    };
  }

  /** The discipline of a request: one of the ITC's of the site, not deleted. */
  async function checkDiscipline(executor: Db, disciplineId: string, organisationId: string) {
    const discipline = await executor
      .selectFrom('disciplines as d')
      .innerJoin('organisations as o', (join) => join.on('o.id', '=', organisationId))
      .select(['d.id', 'd.deleted'])
      .where('d.id', '=', disciplineId)
      .where(sql<SqlBool>`d.organisation_id = ${itcOfSql('o')}`)
      .executeTakeFirst();
    if (!discipline) throw notFound();
    if (discipline.deleted)
      throw conflict('DELETED', undefined, { disciplineId: 'Deleted records cannot be changed.' });
  }

  async function assertNoOpenRequest(executor: Db, instructorId: string, disciplineId: string, exceptId?: string) {
    let query = executor
      .selectFrom('instructorCertificates')
      .select('id')
      .where('instructorId', '=', instructorId)
      .where('disciplineId', '=', disciplineId)
      .where('status', 'in', OPEN_STATUSES);
    if (exceptId) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw onePerDiscipline();
  }

  const onePerDiscipline = () => {
    const message = english({ key: 'oneRequestPerDiscipline' });
    return conflict('ONE_REQUEST_PER_DISCIPLINE', message, { disciplineId: message });
  };

  /** The database's own guard against two open requests written at the same moment. */
  const openRequestRace = (error: unknown) =>
    (error as { code?: string; constraint?: string }).code === '23505' &&
    (error as { constraint?: string }).constraint === 'instructor_certificates_open_key';

  function checkRules(values: {
    disciplineType?: string | null;
    paidRecertificationAccepted?: boolean | null;
    invoiceAddress?: InvoiceAddress | null;
  }) {
    const errors = certificateFieldErrors(values);
    if (Object.keys(errors).length) throw fieldErrors(errors);
  }

  // ---------------------------------------------------------------------------------------
  // Lists and rows
  // ---------------------------------------------------------------------------------------

  app.get(
    '/instructor-certificates',
    {
      schema: {
        tags,
        summary: 'Certificates of a scope: filter.scope its, itc or my; search by instructor name and AHA id',
        querystring: ListQuerystring,
        response: { 200: Type.Unknown(), ...authErrors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(version, request.query);
      const { scope, q, ...filter } = query.filter;
      const reaches = listReaches(request.user, scope);
      const search = checkSearch(q);
      const day = today();
      const spec = listSpec(day);
      // The certificates of the list, without the joined names: every filter is on the certificate
      // itself; only the "my" scope needs the instructor's user.
      let matching = reaches.my
        ? db
            .selectFrom('instructorCertificates as c')
            .innerJoin('instructorProfiles as i', 'i.id', 'c.instructorId')
            .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
        : db.selectFrom('instructorCertificates as c');
      matching = applyFilters(matching.where(reachCondition(reaches, 'c.organisationId', 'p.userId')), spec, filter);
      if (search) matching = matching.where(searchCondition(search));
      // A page sorted by a column of the certificate is cut from the index first and only then
      // joined with names (a deferred join): page 200 joins 10 rows, not 2,000.
      const orderColumn = sortColumn(spec, (query.sort ?? spec.defaultSort).field) ?? '';
      const groupColumn = query.groupBy ? (sortColumn(spec, query.groupBy) ?? '') : 'c.';
      const onCertificate = (column: unknown) => typeof column === 'string' && column.startsWith('c.');
      const pageIds =
        onCertificate(orderColumn) && onCertificate(groupColumn)
          ? applyOrderAndRange(matching.select('c.id'), spec, query)
          : undefined;
      const rowsQuery = pageIds
        ? applyOrderAndRange(selectRow(db, day).where('c.id', 'in', pageIds), spec, { ...query, range: undefined })
        : applyOrderAndRange(selectRow(db, day).where('c.id', 'in', matching.select('c.id')), spec, query);
      const [rows, { total }] = await Promise.all([
        rowsQuery.execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return sendList(
        reply,
        version,
        'instructor-certificates',
        query,
        rows.map((row) => toApi(row, request.user)),
        total,
      );
    },
  );

  app.get(
    '/instructor-certificates/:id',
    { schema: { tags, params: IdParams, response: { 200: Type.Unknown(), ...authErrors } } },
    async (request) => detail(db, request.user, await visibleRow(db, request.user, request.params.id)),
  );

  app.post(
    '/instructor-certificates',
    {
      config: { access: CERTIFICATE_EDITORS.map((p) => p.feature!) },
      schema: {
        tags,
        summary: 'File a request (status DATAENTRY)',
        body: CreateBody,
        response: { 201: Type.Unknown(), 409: authErrors[400], ...authErrors },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!reachesAnything(reachesOf(user, CERTIFICATE_EDITORS, EDITING))) throw forbidden();
      const body = request.body;
      const instructor = await db
        .selectFrom('instructorProfiles as i')
        .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
        .innerJoin('organisations as o', 'o.id', 'i.organisationId')
        .select(['i.id', 'i.organisationId', 'o.parentId', 'p.userId', 'i.deleted'])
        .where('i.id', '=', body.instructorId)
        .executeTakeFirst();
      const relation =
        instructor &&
        relationOf(user, {
          organisationId: instructor.organisationId,
          organisationParentId: instructor.parentId,
          instructorUserId: instructor.userId,
        });
      if (!instructor || instructor.deleted || !relation || !permitted(user, CERTIFICATE_EDITORS, EDITING, relation))
        throw notFound();
      checkRules(body);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          await checkDiscipline(trx, body.disciplineId, instructor.organisationId);
          await assertNoOpenRequest(trx, instructor.id, body.disciplineId);
          const recertification = body.disciplineType === 'RECERTIFICATION';
          const created = await trx
            .insertInto('instructorCertificates')
            .values({
              organisationId: instructor.organisationId,
              instructorId: instructor.id,
              disciplineId: body.disciplineId,
              disciplineType: body.disciplineType,
              info: clean(body.info) ?? null,
              paidRecertificationAccepted: recertification && body.paidRecertificationAccepted === true,
              createdBy: user.id,
              ...(invoiceColumns(body.invoiceAddress, true) as Record<string, null>),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const row = await selectRow(trx).where('c.id', '=', created.id).executeTakeFirstOrThrow();
          await audit(trx, {
            organisationId: instructor.organisationId,
            userId: user.id,
            entity: 'instructor-certificates',
            entityId: created.id,
            action: 'create',
            after: toApi(row, user),
          });
          return created.id;
        })
        .catch((error) => {
          throw openRequestRace(error) ? onePerDiscipline() : error;
        });
      return reply.status(201).send(await detail(db, user, await visibleRow(db, user, id)));
    },
  );

  app.patch(
    '/instructor-certificates/:id',
    {
      config: { access: CERTIFICATE_EDITORS.map((p) => p.feature!) },
      schema: {
        tags,
        summary: 'Change a request in data entry',
        params: IdParams,
        body: UpdateBody,
        response: { 200: Type.Unknown(), 409: authErrors[400], ...authErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const body = request.body;
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await visibleRow(trx, user, request.params.id, true);
          const relation = relationOfRow(user, before);
          if (!permitted(user, CERTIFICATE_EDITORS, EDITING, relation)) throw forbidden();
          if (!isEditable(user, relation, before.status as CertificateStatus))
            throw conflict('NOT_EDITABLE', 'Only requests in data entry can be changed.');
          const current = toApi(before, user);
          const disciplineType = body.disciplineType ?? before.disciplineType;
          const merged = {
            disciplineType,
            paidRecertificationAccepted: body.paidRecertificationAccepted ?? before.paidRecertificationAccepted,
            invoiceAddress:
              body.invoiceAddress === undefined
                ? current.invoiceAddress
                : {
                    ...current.invoiceAddress,
                    ...(body.invoiceAddress ?? Object.fromEntries(INVOICE_FIELDS.map((f) => [f, null]))),
                  },
          };
          checkRules(merged);
          if (body.disciplineId && body.disciplineId !== before.disciplineId) {
            await checkDiscipline(trx, body.disciplineId, before.organisationId);
            await assertNoOpenRequest(trx, before.instructorId, body.disciplineId, before.id);
          }
          await trx
            .updateTable('instructorCertificates')
            .set({
              ...(body.disciplineId ? { disciplineId: body.disciplineId } : {}),
              ...(body.disciplineType ? { disciplineType: body.disciplineType } : {}),
              ...(body.info !== undefined ? { info: clean(body.info) ?? null } : {}),
              ...(body.invoiceAddress !== undefined ? invoiceColumns(body.invoiceAddress, false) : {}),
              paidRecertificationAccepted:
                disciplineType === 'RECERTIFICATION' && merged.paidRecertificationAccepted === true,
              updatedAt: new Date(),
            })
            .where('id', '=', before.id)
            .execute();
          const after = await selectRow(trx).where('c.id', '=', before.id).executeTakeFirstOrThrow();
          await audit(trx, {
            organisationId: before.organisationId,
            userId: user.id,
            entity: 'instructor-certificates',
            entityId: before.id,
            action: 'update',
            before: current,
            after: toApi(after, user),
          });
        })
        .catch((error) => {
          throw openRequestRace(error) ? onePerDiscipline() : error;
        });
      return detail(db, user, await visibleRow(db, user, request.params.id));
    },
  );

  // ---------------------------------------------------------------------------------------
  // The workflow
  // ---------------------------------------------------------------------------------------

  app.post(
    '/instructor-certificates/:id/:action',
    {
      config: { access: WORKFLOW.flatMap((step) => step.who.map((p) => p.feature!)) },
      schema: {
        tags,
        summary: 'A workflow step: submit, approve, decline (itcComment required) or certify',
        params: ActionParams,
        body: Type.Optional(ActionBody),
        response: { 200: Type.Unknown(), 409: authErrors[400], ...authErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const action = request.params.action as CertificateAction;
      const step = stepOf(action);
      const comment = clean(request.body?.itcComment) ?? null;
      await db.transaction().execute(async (trx) => {
        const before = await visibleRow(trx, user, request.params.id, true);
        if (!permitted(user, step.who, step.checks, relationOfRow(user, before))) throw forbidden();
        const status = before.status as CertificateStatus;
        if (!step.from.includes(status)) {
          throw conflict('ILLEGAL_TRANSITION', `A request in status ${status} cannot take the step ${action}.`);
        }
        if (step.rule === 'itcComment' && !comment) throw fieldErrors({ itcComment: { key: 'required' } });
        if (step.rule === 'requiredFiles') {
          const present = await trx
            .selectFrom('certificateFiles')
            .select('type')
            .distinct()
            .where('certificateId', '=', before.id)
            .execute();
          const missing = missingFiles(
            before.disciplineType as DisciplineType,
            present.map((f) => f.type),
          );
          if (missing.length)
            throw conflict('FILES_MISSING', `Required files are missing: ${missing.join(', ')}`, {
              files: missing.join(', '),
            });
        }
        const changes: Record<string, unknown> = { status: step.to, updatedAt: new Date() };
        // the comment is the ITC's: a site submitting does not touch it
        if (action !== 'submit' && comment !== null) changes.itcComment = comment;
        if (action === 'certify') {
          changes.certificationDate = today();
          changes.expiryDate = expiryDateFor(changes.certificationDate as string, before.validityMonths);
        }
        await trx.updateTable('instructorCertificates').set(changes).where('id', '=', before.id).execute();
        await audit(trx, {
          organisationId: before.organisationId,
          userId: user.id,
          entity: 'instructor-certificates',
          entityId: before.id,
          action,
          before: {
            status,
            itcComment: before.itcComment,
            certificationDate: before.certificationDate,
            expiryDate: before.expiryDate,
          },
          after: { ...changes, updatedAt: undefined },
        });
      });
      if (action === 'decline') await sendDecisionMail(ctx, request.log, request.params.id, 'declined');
      if (action === 'certify') await sendDecisionMail(ctx, request.log, request.params.id, 'certified');
      return detail(db, user, await visibleRow(db, user, request.params.id));
    },
  );

  // ---------------------------------------------------------------------------------------
  // Files
  // ---------------------------------------------------------------------------------------

  app.get(
    '/files/rules',
    {
      schema: {
        tags,
        summary: 'Largest upload and accepted file types',
        response: { 200: Type.Unknown(), ...authErrors },
      },
    },
    async () => uploadRules(ctx.config),
  );

  /** The row for a change of its files: visible (404), editor (403), in data entry (409). */
  async function editableRow(request: FastifyRequest, executor: Db, id: string, lock = false) {
    const row = await visibleRow(executor, request.user, id, lock);
    const relation = relationOfRow(request.user, row);
    if (!permitted(request.user, CERTIFICATE_EDITORS, EDITING, relation)) throw forbidden();
    if (!isEditable(request.user, relation, row.status as CertificateStatus))
      throw conflict('NOT_EDITABLE', 'Only requests in data entry can be changed.');
    return row;
  }

  app.post(
    '/instructor-certificates/:id/files',
    {
      config: { access: CERTIFICATE_EDITORS.map((p) => p.feature!) },
      schema: {
        tags,
        summary: 'Upload a file of a type (multipart, one file) to a request in data entry',
        params: IdParams,
        querystring: FileQuery,
        response: { 201: Type.Unknown(), 409: authErrors[400], 413: authErrors[400], ...authErrors },
      },
    },
    async (request, reply) => {
      await editableRow(request, db, request.params.id);
      const upload = await readUpload(request, ctx.config);
      const saved = await db.transaction().execute(async (trx) => {
        // checked again under a lock: the request may have been submitted meanwhile
        const row = await editableRow(request, trx, request.params.id, true);
        const file = await trx
          .insertInto('certificateFiles')
          .values({
            ...upload,
            organisationId: row.organisationId,
            certificateId: row.id,
            type: request.query.type,
            createdBy: request.user.id,
          })
          .returning(['id', 'type', 'fileName', 'contentType', 'size', 'createdAt'])
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('instructorCertificates')
          .set({ updatedAt: new Date() })
          .where('id', '=', row.id)
          .execute();
        await audit(trx, {
          organisationId: row.organisationId,
          userId: request.user.id,
          entity: 'instructor-certificates',
          entityId: row.id,
          action: 'upload_file',
          after: file,
        });
        return file;
      });
      return reply.status(201).send(saved);
    },
  );

  async function fileOf(id: string) {
    const file = await db
      .selectFrom('certificateFiles')
      .select(['id', 'certificateId', 'type', 'fileName', 'contentType', 'size'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!file) throw notFound();
    return file;
  }

  app.get(
    '/files/:id',
    { schema: { tags, summary: 'Download a certificate file', params: IdParams } },
    async (request, reply) => {
      const file = await fileOf(request.params.id);
      await visibleRow(db, request.user, file.certificateId);
      const { content } = await db
        .selectFrom('certificateFiles')
        .select('content')
        .where('id', '=', file.id)
        .executeTakeFirstOrThrow();
      return sendFile(reply, { ...file, content });
    },
  );

  app.delete(
    '/files/:id',
    {
      config: { access: CERTIFICATE_EDITORS.map((p) => p.feature!) },
      schema: {
        tags,
        summary: 'Delete a file of a request in data entry',
        params: IdParams,
        response: { 200: Type.Unknown(), 409: authErrors[400], ...authErrors },
      },
    },
    async (request) => {
      const file = await fileOf(request.params.id);
      return db.transaction().execute(async (trx) => {
        const row = await editableRow(request, trx, file.certificateId, true);
        const removed = await trx
          .deleteFrom('certificateFiles')
          .where('id', '=', file.id)
          .returning(['id', 'type', 'fileName', 'size'])
          .executeTakeFirst();
        if (!removed) throw notFound();
        await trx
          .updateTable('instructorCertificates')
          .set({ updatedAt: new Date() })
          .where('id', '=', row.id)
          .execute();
        await audit(trx, {
          organisationId: row.organisationId,
          userId: request.user.id,
          entity: 'instructor-certificates',
          entityId: row.id,
          action: 'delete_file',
          before: removed,
        });
        return removed;
      });
    },
  );

  // ---------------------------------------------------------------------------------------
  // Instructors a request can be filed for (the create dialogs)
  // ---------------------------------------------------------------------------------------

  const instructorSpec: ListSpec = {
    sortable: { instructorName: 'p.lastName', organisationName: 'o.name', ahaInstructorId: 'i.ahaInstructorId' },
    defaultSort: { field: 'instructorName', order: 'ASC' },
    filters: {
      id: { type: 'uuids', column: 'i.id' },
      organisationId: { type: 'uuid', column: 'i.organisationId' },
    },
    idColumn: 'i.id',
  };

  app.get(
    '/certificate-instructors',
    {
      schema: {
        tags,
        summary: 'Instructors the caller may file certificate requests for (filter.scope its, itc or my)',
        querystring: ListQuerystring,
        response: { 200: Type.Unknown(), ...authErrors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(version, request.query);
      const { scope, q, ...filter } = query.filter;
      const reaches = listReaches(request.user, scope, CERTIFICATE_EDITORS, 'create');
      const search = checkSearch(q);
      let base = db
        .selectFrom('instructorProfiles as i')
        .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
        .innerJoin('organisations as o', 'o.id', 'i.organisationId')
        .select([
          'i.id',
          'i.organisationId',
          'o.name as organisationName',
          sql<string>`p.first_name || ' ' || p.last_name`.as('instructorName'),
          'p.firstName',
          'p.lastName',
          'p.email',
          'i.ahaInstructorId',
        ])
        .where('i.deleted', '=', false)
        .where('p.deleted', '=', false)
        .where(reachCondition(reaches, 'i.organisationId', 'p.userId'));
      if (search) base = base.where(instructorMatches('i.id', search));
      const filtered = applyFilters(base, instructorSpec, filter);
      const [rows, { total }] = await Promise.all([
        applyOrderAndRange(filtered, instructorSpec, query).execute(),
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return sendList(reply, version, 'certificate-instructors', query, rows, total);
    },
  );
};
