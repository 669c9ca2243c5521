import type { Db } from '../../db/database';

/**
 * Whether the user is an instructor by the data: an instructor profile (not deleted) on a person of
 * his (not deleted). The instructor cards ask this, not the feature `user_is_instructor`: an
 * administrator holds every feature but has no instructor profile, so they would only stand empty.
 */
export async function hasInstructorProfile(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('instructorProfiles as i')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select('i.id')
    .where('p.userId', '=', userId)
    .where('i.deleted', '=', false)
    .where('p.deleted', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
