import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { certificatePdf, newVerificationCode } from '../../services/certificateDocument';
import { certificatesJoined, instructorName, itcOfSql } from './queries';

/**
 * On certify (issue 14.3), inside the step's transaction: a verification code for the certificate
 * and its PDF as the request's INSTRUCTOR_CERTIFICATE file, so a certificate never exists
 * without its document.
 */
export async function issueCertificateDocument(trx: Db, publicUrl: string, certificateId: string, userId: string) {
  const row = await certificatesJoined(trx)
    .innerJoin('organisations as itc', (join) => join.on(sql<SqlBool>`itc.id = ${itcOfSql('o')}`))
    .select([
      'r.organisationId',
      instructorName.as('instructorName'),
      'd.name as disciplineName',
      'itc.name as itcName',
      'r.certificationDate',
      'r.expiryDate',
    ])
    .where('r.id', '=', certificateId)
    .executeTakeFirstOrThrow();
  const code = newVerificationCode();
  const content = await certificatePdf(
    {
      instructorName: row.instructorName,
      disciplineName: row.disciplineName,
      itcName: row.itcName,
      certificationDate: row.certificationDate!,
      expiryDate: row.expiryDate!,
      code,
    },
    publicUrl,
  );
  await trx
    .updateTable('instructorCertificates')
    .set({ verificationCode: code })
    .where('id', '=', certificateId)
    .execute();
  const safeName = row.instructorName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  await trx
    .insertInto('certificateFiles')
    .values({
      organisationId: row.organisationId,
      certificateId,
      type: 'INSTRUCTOR_CERTIFICATE',
      fileName: `certificate-${safeName || 'instructor'}-${row.certificationDate}.pdf`,
      contentType: 'application/pdf',
      size: content.length,
      content,
      createdBy: userId,
    })
    .execute();
}
