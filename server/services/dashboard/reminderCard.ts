import { sql } from 'kysely';
import { heldOf } from '../../../src/domain/access';
import { CERTIFICATE_READERS } from '../../../src/domain/certificates';
import type { RemindedNotRenewedData } from '../../../src/domain/renewal';
import { certificatesIn } from '../../areas/certification/queries';
import { readySql, remindedNotRenewedSql } from '../../areas/certification/renewalRules';
import { scopeOf } from '../../auth/scope';
import type { CardSource } from './cardSource';

/**
 * Reminded, not yet renewed (issue 14.2): the ITC's certificates whose expiry reminder went out and
 * whose instructor has no newer certificate, and how many of them are ready for renewal; the same
 * rows as the certificate list filtered by `reminded`.
 */
export const itcRemindedNotRenewed: CardSource = async (db, user) => {
  const scope = scopeOf(user, heldOf(user, CERTIFICATE_READERS, 'read'), 'itc');
  if (!scope) return null;
  const row = await db
    .selectFrom('instructorCertificates as r')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE ${readySql('r.instructorId', 'r.disciplineId')})::int`.as('ready'),
    ])
    .where(certificatesIn(scope))
    .where('r.status', '=', 'CERTIFIED')
    .where(remindedNotRenewedSql)
    .executeTakeFirstOrThrow();
  const data: RemindedNotRenewedData = { total: row.total, ready: row.ready };
  return { data };
};
