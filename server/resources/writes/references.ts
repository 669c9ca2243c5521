import type { Db } from '../../db/database';

/** Tables of an organisation's rows, deleted softly, that other rows point to. */
type OwnedTable = 'users' | 'participantProfiles' | 'courseTypes' | 'venues';

/**
 * Whether `id` names a row of `table` that belongs to the organisation and is not deleted: what a
 * write may point to (a course its type and venue, a profile its user, an instructor his participant).
 */
export async function liveRowOf(db: Db, table: OwnedTable, id: string, organisationId: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('organisationId', '=', organisationId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return !!row;
}

/** Whether the organisation has any row of `table` that is not deleted (a course needs a course type first). */
export async function hasLiveRows(db: Db, table: OwnedTable, organisationId: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('organisationId', '=', organisationId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return !!row;
}
