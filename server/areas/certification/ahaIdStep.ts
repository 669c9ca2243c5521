import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import { freshAhaId } from '../../services/ahaIds';
import { audit } from '../../services/audit';

/** The instructor whose AHA id is generated: a row of the ITC's instructors, locked by the caller. */
export interface AhaIdSource {
  id: string;
  organisationId: string;
  ahaInstructorId: string | null;
}

/**
 * A fresh AHA id for an instructor without one (409 AHA_ID_EXISTS for one who has it), with its
 * audit row, in the caller's transaction: one instructor alone or each of a selection.
 */
export async function giveAhaId(trx: Db, userId: string, before: AhaIdSource) {
  if (before.ahaInstructorId) throw conflict('AHA_ID_EXISTS');
  const ahaInstructorId = await freshAhaId(trx);
  await trx
    .updateTable('instructorProfiles')
    .set({ ahaInstructorId, updatedAt: new Date() })
    .where('id', '=', before.id)
    .execute();
  await audit(trx, {
    organisationId: before.organisationId,
    userId,
    entity: 'itc-instructors',
    entityId: before.id,
    action: 'generate_aha_id',
    before: { ahaInstructorId: before.ahaInstructorId },
    after: { ahaInstructorId },
  });
  return ahaInstructorId;
}
