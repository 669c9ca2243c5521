import { english } from '../../src/domain/validation';
import type { Db } from '../db/database';
import { conflict } from '../http/errors';

/**
 * An AHA instructor id names one instructor across the whole product: courses of every
 * organisation find their trainers by it, so a second holder would step into the first one's
 * courses. The unique index instructor_profiles_aha_instructor_id_key (migration 046) holds the
 * rule; this check answers it with a field message before the write.
 */

/** 409 when an instructor profile (not deleted, any organisation) other than `ownId` holds the id. */
export async function assertAhaIdFree(db: Db, ahaId: unknown, ownId?: string) {
  if (typeof ahaId !== 'string' || !ahaId.trim()) return;
  let holder = db
    .selectFrom('instructorProfiles')
    .select('id')
    .where('ahaInstructorId', '=', ahaId.trim())
    .where('deleted', '=', false);
  if (ownId) holder = holder.where('id', '<>', ownId);
  if (await holder.executeTakeFirst())
    throw conflict('NOT_UNIQUE', undefined, { ahaInstructorId: english({ key: 'ahaIdTaken' }) });
}
