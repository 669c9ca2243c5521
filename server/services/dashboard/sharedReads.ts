import type { SessionUser } from '../../../src/domain/session';
import type { Db } from '../../db/database';

/** The ITC a user belongs to: his own organisation if it is one, else the parent of his site. */
function itcOf(db: Db, user: SessionUser) {
  const id = user.organisation.type === 'itc' ? user.organisation.id : user.organisation.parentId;
  if (!id) return Promise.resolve(undefined);
  return db
    .selectFrom('organisations')
    .select(['name', 'contactName', 'contactEmail', 'phone', 'street', 'houseNumber', 'zipCode', 'city', 'country'])
    .where('id', '=', id)
    .where('type', '=', 'itc')
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/**
 * What more than one card of a dashboard reads, read once per request: both ITC information cards
 * (Germany/Austria, Switzerland) look at the same ITC, which was one statement each.
 */
export function sharedReads(db: Db, user: SessionUser) {
  let itc: ReturnType<typeof itcOf> | undefined;
  return { itc: () => (itc ??= itcOf(db, user)) };
}

export type SharedReads = ReturnType<typeof sharedReads>;
