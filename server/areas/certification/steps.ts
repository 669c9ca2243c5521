import type { CertificateAction } from '../../../src/domain/certificates';
import type { SessionUser } from '../../../src/domain/session';
import type { Db } from '../../db/database';
import { issueCertificateDocument } from './certificateDocument';
import type { CertificateRow } from './queries';
import { takeStep } from './workflow';

/**
 * A workflow step as the single and the bulk route take it, inside the caller's transaction:
 * the step's rules, and on certify the certificate's document and verification code.
 */
export async function takeStepWithDocument(
  trx: Db,
  publicUrl: string,
  user: SessionUser,
  certificate: CertificateRow,
  action: CertificateAction,
  comment?: string | null,
) {
  await takeStep(trx, user, certificate, action, comment);
  if (action === 'certify') await issueCertificateDocument(trx, publicUrl, certificate.id, user.id);
}
