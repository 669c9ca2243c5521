import { randomUUID } from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import {
  AHA_ID_PATTERN,
  DISPLAY_STATUSES,
  IMPORT_CELL_MAX,
  IMPORT_COLUMNS,
  IMPORT_ERRORS,
  IMPORT_MAX_ROWS,
  today,
  type DisplayStatus,
  type ImportRow,
} from '../../../src/domain/certificates';
import type { Db } from '../../db/database';
import { fieldErrors, HttpError } from '../../http/errors';
import { firstErrorValidator } from '../../http/firstErrorValidation';
import { likePattern } from '../../http/list';
import type { ActionHandler, ResourceExtension } from '../../resources/extension';
import type { AppContext } from '../../http/context';
import { sendStreamed } from '../../http/streamedAnswer';
import type { Organisations } from '../../auth/scope';
import { assertAhaIdFree } from '../../services/ahaIds';
import { audit } from '../../services/audit';
import { planImport, writeImport } from '../../services/instructorImport';
import { giveAhaId, type AhaIdSource } from './ahaIdStep';
import { bulkGenerateAhaId, bulkMove, bulkStartRenewal } from './bulkInstructors';
import { oneImportAtATime } from './importLease';
import { moveInstructor, type MoveSource } from './moveInstructor';
import {
  disciplineStatusCondition,
  disciplineStatusesSql,
  instructorColumns,
  instructorMatches,
  instructorName,
  instructorsIn,
} from './queries';

/**
 * The ITC's instructor administration (itc_instructors): every instructor of its sites with site,
 * AHA id and display status per discipline; the AHA id set or generated, certificates moved to
 * another site of the ITC (one instructor or a selection), and the CSV import
 * (itc_instructor_certificate_import).
 */

const RESOURCE = 'itc-instructors';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A filter's value if one is given; 400 when it is not a text `valid` accepts. */
function given(value: unknown, name: string, valid: (text: string) => boolean): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !valid(value)) throw fieldErrors({ [`filter.${name}`]: { key: 'invalidValue' } });
  return value;
}

/**
 * What the import may be sent: IMPORT_MAX_ROWS rows of about 190 bytes of JSON each (site, AHA id,
 * names, e-mail, date, discipline) with a margin, and as many JSON values as those rows hold (an
 * object and seven fields each). Anything larger answers 413 before it is parsed.
 */
const IMPORT_BODY_LIMIT = IMPORT_MAX_ROWS * 256;
const IMPORT_JSON_VALUES = IMPORT_MAX_ROWS * (IMPORT_COLUMNS.length + 1) + 16;
/** One row's JSON at most: every column at its longest, each character escaped (`\u00e4`). */
const IMPORT_ROW_LENGTH = IMPORT_COLUMNS.length * (IMPORT_CELL_MAX * 6 + 32);
/** What an import (or its dry run) found: the totals and each line's action and errors. */
const ImportAnswer = Type.Object({
  dryRun: Type.Boolean(),
  total: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  failed: Type.Integer(),
  certificates: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      line: Type.Integer(),
      action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('error')]),
      organisation: Type.String(),
      name: Type.String(),
      discipline: Type.String(),
      errors: Type.Array(
        Type.Object({
          field: Type.Optional(Type.Union(IMPORT_COLUMNS.map((column) => Type.Literal(column)))),
          code: Type.Union(Object.keys(IMPORT_ERRORS).map((code) => Type.Literal(code))),
          message: Type.String(),
        }),
      ),
    }),
  ),
});
const ImportQuery = Type.Object({ dryRun: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) });

/** The instructor's AHA id is given once: generated here, or typed in (PATCH). */
const generateAhaId: ActionHandler = {
  async handle(request, _reply, { app, row, answer }) {
    const id = (request.params as { id: string }).id;
    await app.db
      .transaction()
      .execute(async (trx) => giveAhaId(trx, request.user.id, (await row(trx, id, true)) as unknown as AhaIdSource));
    return answer(id);
  },
};

/** The certificates move to another site of the ITC; the answer is the instructor there. */
const move: ActionHandler = {
  alsoAnswers: { moved: Type.Integer({ minimum: 0 }) },
  async handle(request, _reply, { app, scope, row, answer }) {
    const id = (request.params as { id: string }).id;
    const { organisationId } = request.body as { organisationId: string };
    const result = await app.db
      .transaction()
      .execute(async (trx) =>
        moveInstructor(
          trx,
          request.user.id,
          scope,
          (await row(trx, id, true)) as unknown as MoveSource,
          organisationId,
        ),
      );
    return { ...((await answer(result.instructorId)) as object), moved: result.certificates };
  },
};

/** What the import finds, and with `dryRun=false` writes; the import's grant reaches organisations (the ITC's sites). */
async function planned(
  app: AppContext,
  organisations: Organisations,
  rows: Partial<ImportRow>[],
  request: FastifyRequest,
) {
  if ((request.query as { dryRun?: string }).dryRun !== 'false')
    return (await planImport(app.db, organisations, rows)).result;
  const user = request.user;
  // one import at a time per ITC (oneImportAtATime), so two files cannot both create the same instructor
  return app.db.transaction().execute(async (trx) => {
    const plan = await planImport(trx, organisations, rows);
    plan.result.dryRun = false;
    if (plan.result.failed === plan.result.total)
      throw new HttpError(400, 'IMPORT_NO_VALID_ROWS', undefined, { file: `${plan.result.failed} rows with errors` });
    const importId = randomUUID();
    await writeImport(trx, plan, user.id, importId);
    const { total: rowCount, created, updated, failed, certificates } = plan.result;
    await audit(trx, {
      organisationId: user.organisation.id,
      userId: user.id,
      entity: RESOURCE,
      entityId: 'import',
      action: 'import',
      after: { importId, rows: rowCount, created, updated, rejected: failed, certificates },
    });
    return plan.result;
  });
}

/**
 * The CSV import as the browser parsed it: `?dryRun=true` (the default) checks every row and
 * changes nothing; `dryRun=false` writes the valid rows in one transaction and reports the others
 * (400 when no row is valid). A large body validates to its first error (firstErrorValidator):
 * one hostile file must not collect hundreds of thousands of them.
 */
const importRows: ActionHandler = {
  async handle(request, reply, { app, scope }) {
    const body = request.body as { rows: Partial<ImportRow>[] };
    const { rows } = body;
    // the plan holds them now: the request need not keep 50,000 rows while the answer goes out
    body.rows = [];
    const result = await planned(app, scope.organisations!, rows, request);
    // its answer as long as the file: written as it is sent (server/http/streamedAnswer.ts)
    return sendStreamed(reply, result as unknown as Record<string, unknown>, 'rows');
  },
  hooks: oneImportAtATime,
  // read row by row as the body streams in, never whole (server/http/jsonRows.ts)
  streamedRows: { field: 'rows', maxRows: IMPORT_MAX_ROWS, maxRowLength: IMPORT_ROW_LENGTH },
  options: {
    bodyLimit: IMPORT_BODY_LIMIT,
    config: { maxJsonValues: IMPORT_JSON_VALUES },
    validatorCompiler: firstErrorValidator as FastifySchemaCompiler<unknown>,
    schema: { querystring: ImportQuery, response: { 200: ImportAnswer } },
  },
};

/** The AHA id an instructor has now (null without one). */
const ahaIdOf = async (db: Db, id: string) =>
  (await db.selectFrom('instructorProfiles').select('ahaInstructorId').where('id', '=', id).executeTakeFirst())
    ?.ahaInstructorId ?? null;

export const itcInstructors: ResourceExtension = {
  name: RESOURCE,
  table: 'instructorProfiles',
  rows: (db, { scope, day }) =>
    instructorsIn(db, scope).select((eb) => [
      'r.id',
      'r.organisationId',
      'o.name as organisationName',
      'o.parentId as organisationParentId',
      'p.firstName',
      'p.lastName',
      instructorName.as('instructorName'),
      'p.email',
      sql<boolean>`p.user_id IS NOT NULL`.as('linkedToUser'),
      'r.ahaInstructorId',
      'r.updatedAt',
      eb
        .selectFrom('instructorCertificates as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.instructorId', '=', 'r.id')
        .as('certificateCount'),
      disciplineStatusesSql(day).as('disciplines'),
    ]),
  columns: { ...instructorColumns, updatedAt: 'r.updatedAt' },
  // a discipline and a display status filter together: the status in that discipline
  narrow(query, filter) {
    const discipline = given(filter.disciplineId, 'disciplineId', (value) => UUID.test(value));
    const status = given(filter.displayStatus, 'displayStatus', (value) =>
      DISPLAY_STATUSES.includes(value as DisplayStatus),
    );
    delete filter.disciplineId;
    delete filter.displayStatus;
    const condition = disciplineStatusCondition(discipline, status, today());
    return condition ? query.where(condition) : query;
  },
  search: (text) => sql<SqlBool>`(${instructorMatches('r.id', text)} OR o.name ILIKE ${likePattern(text)})`,
  /** An AHA id is digits, cannot be cleared, and names one instructor in the whole product. */
  async check(db, values, _organisationId, id) {
    if (!('ahaInstructorId' in values)) return;
    const ahaId = values.ahaInstructorId;
    // a whole record sent back (react-admin's PUT) keeps an instructor without an id as he is
    if (ahaId === null && id && !(await ahaIdOf(db, id))) return;
    if (typeof ahaId !== 'string') throw fieldErrors({ ahaInstructorId: { key: 'required' } });
    if (!AHA_ID_PATTERN.test(ahaId)) throw fieldErrors({ ahaInstructorId: { key: 'invalidValue' } });
    await assertAhaIdFree(db, ahaId, id);
  },
  async update({ trx }, before, values) {
    if (typeof values.ahaInstructorId !== 'string') return;
    await trx
      .updateTable('instructorProfiles')
      .set({ ahaInstructorId: values.ahaInstructorId as string, updatedAt: new Date() })
      .where('id', '=', before.id)
      .execute();
  },
  actions: {
    'generate-aha-id': generateAhaId,
    move,
    import: importRows,
    'bulk-move': bulkMove,
    'bulk-generate-aha-id': bulkGenerateAhaId,
    'bulk-start-renewal': bulkStartRenewal,
  },
};
