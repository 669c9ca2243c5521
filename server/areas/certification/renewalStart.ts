import type { SessionUser } from '../../../src/domain/session';
import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import { audit } from '../../services/audit';
import { INVOICE_COLUMN_NAMES } from './invoiceColumns';
import { assertNoOpenRequest, checkDiscipline, guardingOpenRequests } from './requestRules';

/**
 * The ITC starts the renewal of an instructor's certificate (issue 25.4): a recertification
 * request in data entry at his site, which the site or the instructor completes (files, the
 * accepted paid recertification, the invoice address) and submits. In the caller's transaction,
 * by the rules of filing one request: the ITC's discipline, not deleted; one open request per
 * discipline; and something to renew, a certified certificate in the discipline.
 */

/** The instructor whose renewal starts: a row of the ITC's instructors, locked by the caller. */
export interface RenewalSource {
  id: string;
  organisationId: string;
}

/** Answers the new request's id. */
export async function startRenewal(trx: Db, user: SessionUser, source: RenewalSource, disciplineId: string) {
  await checkDiscipline(trx, disciplineId, source.organisationId);
  const certified = await trx
    .selectFrom('instructorCertificates')
    .select('id')
    .where('instructorId', '=', source.id)
    .where('disciplineId', '=', disciplineId)
    .where('status', '=', 'CERTIFIED')
    .executeTakeFirst();
  if (!certified) throw conflict('NOTHING_TO_RENEW');
  await assertNoOpenRequest(trx, source.id, disciplineId);
  // the invoice address he gave last, to be checked rather than typed again; the acceptance of
  // the paid recertification stays his (or his site's) to give
  const address = await trx
    .selectFrom('instructorCertificates')
    .select(INVOICE_COLUMN_NAMES)
    .where('instructorId', '=', source.id)
    .where('invoiceNameOrInstitution', 'is not', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const values = {
    organisationId: source.organisationId,
    instructorId: source.id,
    disciplineId,
    disciplineType: 'RECERTIFICATION',
    info: null,
    paidRecertificationAccepted: false,
    createdBy: user.id,
    ...address,
  };
  const { id } = await guardingOpenRequests(() =>
    trx.insertInto('instructorCertificates').values(values).returning('id').executeTakeFirstOrThrow(),
  );
  await audit(trx, {
    organisationId: source.organisationId,
    userId: user.id,
    entity: 'instructor-certificates',
    entityId: id,
    action: 'start_renewal',
    after: { instructorId: source.id, disciplineId, disciplineType: 'RECERTIFICATION', status: 'DATAENTRY' },
  });
  return id;
}
