import { randomInt } from 'node:crypto';
import { AHA_ID_LENGTH } from '../../src/domain/certificates';
import { english } from '../../src/domain/validation';
import type { Db } from '../db/database';
import { conflict, HttpError } from '../http/errors';

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

/** A fresh id of AHA_ID_LENGTH digits that no instructor profile anywhere holds; 503 after 20 draws. */
export async function freshAhaId(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = String(randomInt(10 ** (AHA_ID_LENGTH - 1), 10 ** AHA_ID_LENGTH));
    const used = await db
      .selectFrom('instructorProfiles')
      .select('id')
      .where('ahaInstructorId', '=', candidate)
      .executeTakeFirst();
    if (!used) return candidate;
  }
  throw new HttpError(503, 'BUSY', 'No free instructor ID was found; please try again.');
}
