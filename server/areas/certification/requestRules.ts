import { sql, type SqlBool } from 'kysely';
import { heldOf } from '../../../src/domain/access';
import {
  CERTIFICATE_EDITORS,
  CERTIFICATE_READERS,
  certificateFieldErrors,
  EDITING,
  INVOICE_FIELDS,
  isEditable,
  OPEN_STATUSES,
  permitted,
  type CertificateStatus,
  type CertificateValues,
  type InvoiceAddress,
} from '../../../src/domain/certificates';
import type { SessionUser } from '../../../src/domain/session';
import { english } from '../../../src/domain/validation';
import { scopeOf } from '../../auth/scope';
import type { Db } from '../../db/database';
import { conflict, fieldErrors, forbidden, notFound } from '../../http/errors';
import { INVOICE_COLUMNS, type InvoiceColumn } from './invoiceColumns';
import { certificateRows, instructorsIn, itcOfSql, type CertificateRow } from './queries';
import { relationOf, type RelationFacts } from './relation';

/**
 * The rules on writing a certificate request (DESIGN §5): who files for whom, which disciplines,
 * one open request per instructor and discipline, the recertification's fields, and that only
 * requests in data entry change.
 */

/** The site of an instructor the caller may file requests for: the request's owner; 404 for any other. */
export async function instructorSite(db: Db, user: SessionUser, instructorId: unknown): Promise<string> {
  const scope = scopeOf(user, heldOf(user, CERTIFICATE_EDITORS, EDITING));
  if (!scope || typeof instructorId !== 'string') throw notFound();
  const instructor = await instructorsIn(db, scope)
    .select('r.organisationId')
    .where('r.id', '=', instructorId)
    .executeTakeFirst();
  if (!instructor) throw notFound();
  return instructor.organisationId;
}

/** The discipline of a request: one of the ITC's of the site (404), not deleted (409). */
export async function checkDiscipline(db: Db, disciplineId: string, organisationId: string) {
  const discipline = await db
    .selectFrom('disciplines as d')
    .innerJoin('organisations as o', (join) => join.on('o.id', '=', organisationId))
    .select(['d.id', 'd.deleted'])
    .where('d.id', '=', disciplineId)
    .where(sql<SqlBool>`d.organisation_id = ${itcOfSql('o')}`)
    .executeTakeFirst();
  if (!discipline) throw notFound();
  if (discipline.deleted) throw conflict('DELETED', undefined, { disciplineId: 'Deleted records cannot be changed.' });
}

const onePerDiscipline = () => {
  const message = english({ key: 'oneRequestPerDiscipline' });
  return conflict('ONE_REQUEST_PER_DISCIPLINE', message, { disciplineId: message });
};

/** 409 when the instructor has an open request in the discipline (other than `exceptId`). */
export async function assertNoOpenRequest(db: Db, instructorId: string, disciplineId: string, exceptId?: string) {
  let query = db
    .selectFrom('instructorCertificates')
    .select('id')
    .where('instructorId', '=', instructorId)
    .where('disciplineId', '=', disciplineId)
    .where('status', 'in', OPEN_STATUSES);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw onePerDiscipline();
}

/**
 * A write that may open a request: two written at the same moment both pass assertNoOpenRequest,
 * and the unique index instructor_certificates_open_key refuses the second; it answers as the rule.
 */
export async function guardingOpenRequests<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    throw code === '23505' && constraint === 'instructor_certificates_open_key' ? onePerDiscipline() : error;
  }
}

/** 400 for the rules across fields (a recertification needs acceptance and an invoice address). */
export function checkFieldRules(values: CertificateValues) {
  const errors = certificateFieldErrors(values);
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** The invoice address a request holds in its columns. */
export const invoiceAddressOf = (
  row: Pick<CertificateRow, InvoiceColumn>,
): Record<keyof typeof INVOICE_COLUMNS, string | null> => ({
  nameOrInstitution: row.invoiceNameOrInstitution,
  street: row.invoiceStreet,
  houseNumber: row.invoiceHouseNumber,
  zipCode: row.invoiceZipCode,
  city: row.invoiceCity,
  country: row.invoiceCountry,
});

/** An address without any field: what clearing it leaves. */
export const NO_ADDRESS: InvoiceAddress = Object.fromEntries(INVOICE_FIELDS.map((field) => [field, null]));

/** The nested invoice address as columns, trimmed: the fields sent (all of them on create, or to clear it). */
export function invoiceColumns(address: InvoiceAddress | null | undefined, clearMissing: boolean) {
  const values: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(INVOICE_COLUMNS)) {
    const value = address?.[field as keyof InvoiceAddress];
    if (value === undefined && !clearMissing && address !== null) continue;
    values[column] = typeof value === 'string' ? value.trim() || null : null;
  }
  return values;
}

/** A request to change (fields or files): 403 for who may not edit it, 409 once it left data entry. */
export function assertEditable(user: SessionUser, row: RelationFacts & { status: string }) {
  const relation = relationOf(user, row);
  if (!permitted(user, CERTIFICATE_EDITORS, EDITING, relation)) throw forbidden();
  if (!isEditable(user, relation, row.status as CertificateStatus)) throw conflict('NOT_EDITABLE');
}

/** A request the user sees (404 otherwise, 403 without any certificate feature); `lock` for a change. */
export async function visibleRequest(executor: Db, user: SessionUser, id: string, lock = false) {
  const scope = scopeOf(user, heldOf(user, CERTIFICATE_READERS, 'read'));
  if (!scope) throw forbidden();
  let query = certificateRows(executor, scope).where('r.id', '=', id);
  if (lock) query = query.forUpdate('r');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
