import { sql, type SqlBool } from 'kysely';
import {
  allowedActions,
  CERTIFICATE_ACTIONS,
  DISPLAY_STATUSES,
  isEditable,
  isVersioned,
  missingFiles,
  REQUIRED_FILES,
  REVISIONS,
  today,
  type CertificateAction,
  type CertificateStatus,
  type DisciplineType,
  type InvoiceAddress,
} from '../../../src/domain/certificates';
import type { SessionUser } from '../../../src/domain/session';
import { WORK_QUEUES, type WorkQueue } from '../../../src/domain/workQueues';
import type { Db } from '../../db/database';
import type { ActionHandler, ResourceExtension, Row } from '../../resources/extension';
import { sendDecisionMail } from '../../services/certificateMail';
import {
  certificateBase,
  certificateDisplayStatusSql,
  certificateRows,
  filesOf,
  matchedInstructors,
  instructorName,
  revisionSql,
  type CertificateRow,
} from './queries';
import { bulkStep } from './bulk';
import { sendReminders } from './reminderSends';
import { lastDecisionAt } from './history';
import { readySql, remindedNotRenewedSql } from './renewalRules';
import { relationOf } from './relation';
import { keptRenewalCount } from './renewalCounts';
import { takeStepWithDocument } from './steps';
import {
  assertEditable,
  assertNoOpenRequest,
  checkDiscipline,
  checkFieldRules,
  guardingOpenRequests,
  instructorSite,
  invoiceAddressOf,
  invoiceColumns,
  NO_ADDRESS,
} from './requestRules';
import { DECISIONS } from './workflow';
import { workQueueSql } from './workQueues';

/**
 * Certificate requests and certificates (DESIGN §5) in the scopes its, itc and my: filed for an
 * instructor the caller reaches, changed while in data entry, moved on by the workflow's steps.
 * Their files are served beside them (certificateFiles.ts).
 */

/**
 * Columns read for the rules (the site's ITC, the instructor's user) or for the invoice address,
 * not answered themselves. They are overwritten with undefined in the one copy of the row that is
 * answered, which neither JSON nor the serializer writes: taking them out with a rest pattern
 * copied every row twice, the second time slowly (the largest allocation of a list's request).
 */
const UNANSWERED = {
  organisationParentId: undefined,
  instructorUserId: undefined,
  invoiceNameOrInstitution: undefined,
  invoiceStreet: undefined,
  invoiceHouseNumber: undefined,
  invoiceZipCode: undefined,
  invoiceCity: undefined,
  invoiceCountry: undefined,
};

/** A request as answered: its invoice address as one object, and what the caller may do with it. */
function toApi(row: Row, user: SessionUser) {
  const certificate = row as unknown as CertificateRow;
  const relation = relationOf(user, certificate);
  const status = certificate.status as CertificateStatus;
  return {
    ...row,
    ...UNANSWERED,
    invoiceAddress: invoiceAddressOf(certificate),
    mine: relation.my,
    actions: allowedActions(user, relation, status),
    editable: isEditable(user, relation, status),
  };
}

/**
 * A single request with its files and the files it still needs. Every upload is kept: the newest
 * of a type is current, the older ones its versions; those after the ITC's last decision are new.
 */
async function withFiles(db: Db, row: Row) {
  const [stored, decided] = await Promise.all([filesOf(db, row.id).execute(), lastDecisionAt(db, row.id)]);
  const files = stored.map((file, index) => ({
    ...file,
    current: !isVersioned(file.type) || stored.slice(index + 1).every((later) => later.type !== file.type),
    isNew: !!decided && new Date(file.createdAt) > decided,
  }));
  const type = row.disciplineType as DisciplineType;
  const present = files.map((file) => file.type);
  return { ...row, files, requiredFiles: REQUIRED_FILES[type], missingFiles: missingFiles(type, present) };
}

/** A workflow step: the row in the step's scope, locked; the decision mailed once it is committed. */
const step = (action: CertificateAction): ActionHandler => ({
  async handle(request, _reply, { app, row, answer }) {
    const id = (request.params as { id: string }).id;
    const { itcComment } = request.body as { itcComment?: string | null };
    await app.db.transaction().execute(async (trx) => {
      const certificate = (await row(trx, id, true)) as unknown as CertificateRow;
      await takeStepWithDocument(trx, app.config.publicUrl, request.user, certificate, action, itcComment);
    });
    const decision = DECISIONS[action];
    if (decision) await sendDecisionMail(app, request.log, id, decision);
    return answer(id);
  },
});

export const instructorCertificates: ResourceExtension = {
  name: 'instructor-certificates',
  rows: (db, { scope, day }) => certificateRows(db, scope, day),
  // long lists filter, count and page the certificates alone and join the names of one page
  base: (db, { scope }) => certificateBase(db, scope),
  columns: {
    status: 'r.status',
    itcComment: 'r.itcComment',
    certificationDate: 'r.certificationDate',
    expiryDate: 'r.expiryDate',
    createdAt: 'r.createdAt',
    updatedAt: 'r.updatedAt',
    // names sort as they are shown
    instructorName,
    ahaInstructorId: 'i.ahaInstructorId',
    disciplineName: 'd.name',
    validityMonths: 'd.validityMonths',
  },
  filters: {
    displayStatus: {
      type: { enum: DISPLAY_STATUSES },
      where: (value: string) => sql<SqlBool>`${certificateDisplayStatusSql(today())} = ${value}`,
    },
    revision: { type: { enum: REVISIONS }, where: (value: string) => sql<SqlBool>`${revisionSql} = ${value}` },
    // a site's work queues (issue 14.4)
    workQueue: { type: { enum: WORK_QUEUES }, where: (value: string) => workQueueSql(value as WorkQueue) },
    // ready for renewal or not (renewal.ready)
    renewalReady: {
      type: 'boolean',
      where: (value: boolean) => {
        const ready = readySql('r.instructorId', 'r.disciplineId');
        return value ? ready : sql<SqlBool>`NOT ${ready}`;
      },
    },
    // reminded of its expiry, not renewed yet (the dashboard card's list)
    reminded: {
      type: 'boolean',
      where: (value: boolean) => (value ? remindedNotRenewedSql : sql<SqlBool>`NOT ${remindedNotRenewedSql}`),
    },
  },
  search: (text, db) => matchedInstructors(db, 'r.instructorId', text),
  keptCount: keptRenewalCount,
  // a request belongs to its instructor's site
  ownerOf: (db, request, values) => instructorSite(db, request.user, values.instructorId),
  // a new request (changes are checked against the request they change, in `update`)
  async check(db, values, organisationId, id) {
    if (id) return;
    checkFieldRules(values);
    await checkDiscipline(db, values.disciplineId as string, organisationId);
    await assertNoOpenRequest(db, values.instructorId as string, values.disciplineId as string);
  },
  async create({ trx, request }, values, organisationId) {
    const recertification = values.disciplineType === 'RECERTIFICATION';
    const { id } = await guardingOpenRequests(() =>
      trx
        .insertInto('instructorCertificates')
        .values({
          organisationId,
          instructorId: values.instructorId as string,
          disciplineId: values.disciplineId as string,
          disciplineType: values.disciplineType as string,
          info: (values.info as string | null | undefined) ?? null,
          paidRecertificationAccepted: recertification && values.paidRecertificationAccepted === true,
          createdBy: request.user.id,
          ...(invoiceColumns(values.invoiceAddress as InvoiceAddress | null | undefined, true) as Record<string, null>),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return id;
  },
  // only requests in data entry change, by those who may edit them
  guard: (request, row) => assertEditable(request.user, row as unknown as CertificateRow),
  /** The rules hold for the request as it will be: the values sent over the stored ones. */
  async update({ trx }, row, values) {
    const before = row as unknown as CertificateRow;
    const disciplineType = (values.disciplineType as string | undefined) ?? before.disciplineType;
    const address = values.invoiceAddress as InvoiceAddress | null | undefined;
    const paid = (values.paidRecertificationAccepted as boolean | undefined) ?? before.paidRecertificationAccepted;
    checkFieldRules({
      disciplineType,
      paidRecertificationAccepted: paid,
      invoiceAddress:
        address === undefined ? invoiceAddressOf(before) : { ...invoiceAddressOf(before), ...(address ?? NO_ADDRESS) },
    });
    const disciplineId = values.disciplineId as string | undefined;
    if (disciplineId && disciplineId !== before.disciplineId) {
      await checkDiscipline(trx, disciplineId, before.organisationId);
      await assertNoOpenRequest(trx, before.instructorId, disciplineId, before.id);
    }
    await guardingOpenRequests(() =>
      trx
        .updateTable('instructorCertificates')
        .set({
          ...(disciplineId ? { disciplineId } : {}),
          disciplineType,
          ...('info' in values ? { info: values.info as string | null } : {}),
          ...(address !== undefined ? invoiceColumns(address, false) : {}),
          paidRecertificationAccepted: disciplineType === 'RECERTIFICATION' && paid === true,
          updatedAt: new Date(),
        })
        .where('id', '=', before.id)
        .execute(),
    );
  },
  detail: (db, row) => withFiles(db, row),
  toApi,
  actions: {
    ...Object.fromEntries(CERTIFICATE_ACTIONS.map((action) => [action, step(action)])),
    bulk: bulkStep,
    'send-reminders': sendReminders,
  },
};
