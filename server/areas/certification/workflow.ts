import {
  certificateFieldErrors,
  expiryDateFor,
  missingFiles,
  permitted,
  stepOf,
  today,
  type CertificateAction,
  type CertificateStatus,
  type DisciplineType,
} from '../../../src/domain/certificates';
import type { SessionUser } from '../../../src/domain/session';
import type { Db } from '../../db/database';
import { conflict, fieldErrors, forbidden } from '../../http/errors';
import { audit } from '../../services/audit';
import type { DecisionKind } from '../../services/certificateMail';
import type { CertificateRow } from './queries';
import { relationOf } from './relation';
import { invoiceAddressOf } from './requestRules';

/**
 * One step of a certificate request's workflow (DESIGN §5, the table in src/domain/certificates.ts),
 * inside the caller's transaction: who may take it, from which status, its rules (a comment to
 * decline, the required files to submit), the new status with the certification's dates, and the
 * audit row. No HTTP here: the route finds and locks the row, and mails the decision after commit.
 */

/** The facts of a request a step reads: a row of `certificateRows`, locked by the caller. */
export type StepCertificate = Pick<
  CertificateRow,
  | 'id'
  | 'organisationId'
  | 'organisationParentId'
  | 'instructorUserId'
  | 'status'
  | 'disciplineType'
  | 'itcComment'
  | 'certificationDate'
  | 'expiryDate'
  | 'validityMonths'
  | 'paidRecertificationAccepted'
  | 'invoiceNameOrInstitution'
  | 'invoiceStreet'
  | 'invoiceHouseNumber'
  | 'invoiceZipCode'
  | 'invoiceCity'
  | 'invoiceCountry'
>;

/** The steps whose outcome the instructor and the site learn by mail. */
export const DECISIONS: Partial<Record<CertificateAction, DecisionKind>> = {
  decline: 'declined',
  certify: 'certified',
};

export async function takeStep(
  trx: Db,
  user: SessionUser,
  certificate: StepCertificate,
  action: CertificateAction,
  comment?: string | null,
) {
  const step = stepOf(action);
  if (!permitted(user, step.who, step.checks, relationOf(user, certificate))) throw forbidden();
  const status = certificate.status as CertificateStatus;
  if (!step.from.includes(status))
    throw conflict('ILLEGAL_TRANSITION', `A request in status ${status} cannot take the step ${action}.`);
  const itcComment = comment?.trim() || null;
  if (step.rule === 'itcComment' && !itcComment) throw fieldErrors({ itcComment: { key: 'required' } });
  // a renewal the ITC started (issue 25.4) has no acceptance nor invoice address until the site or
  // the instructor gives them: they are checked again before it goes to the ITC
  if (action === 'submit') {
    const missing = certificateFieldErrors({
      disciplineType: certificate.disciplineType,
      paidRecertificationAccepted: certificate.paidRecertificationAccepted,
      invoiceAddress: invoiceAddressOf(certificate),
    });
    if (Object.keys(missing).length) throw fieldErrors(missing);
  }
  if (step.rule === 'requiredFiles') {
    const present = await trx
      .selectFrom('certificateFiles')
      .select('type')
      .distinct()
      .where('certificateId', '=', certificate.id)
      .execute();
    const missing = missingFiles(
      certificate.disciplineType as DisciplineType,
      present.map((file) => file.type),
    );
    if (missing.length)
      throw conflict('FILES_MISSING', `Required files are missing: ${missing.join(', ')}`, {
        files: missing.join(', '),
      });
  }
  const changes: Record<string, unknown> = { status: step.to };
  // the comment is the ITC's on its last step: submitting again clears the reason of a decline
  // (the history keeps it), and a site's comment is not taken
  if (action === 'submit') changes.itcComment = null;
  else if (itcComment !== null) changes.itcComment = itcComment;
  if (action === 'certify') {
    const day = today();
    changes.certificationDate = day;
    changes.expiryDate = expiryDateFor(day, certificate.validityMonths);
  }
  await trx
    .updateTable('instructorCertificates')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', certificate.id)
    .execute();
  await audit(trx, {
    organisationId: certificate.organisationId,
    userId: user.id,
    entity: 'instructor-certificates',
    entityId: certificate.id,
    action,
    before: {
      status,
      itcComment: certificate.itcComment,
      certificationDate: certificate.certificationDate,
      expiryDate: certificate.expiryDate,
    },
    after: changes,
  });
}
