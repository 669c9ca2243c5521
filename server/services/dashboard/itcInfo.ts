import type { SessionUser } from '../../../src/domain/session';
import type { Db } from '../../db/database';
import type { CardSource } from './cardSource';

/** The ITC a user belongs to: his own organisation if it is one, else the parent of his site. */
async function itcOf(db: Db, user: SessionUser) {
  const id = user.organisation.type === 'itc' ? user.organisation.id : user.organisation.parentId;
  if (!id) return undefined;
  return db
    .selectFrom('organisations')
    .select(['name', 'contactName', 'contactEmail', 'phone', 'street', 'houseNumber', 'zipCode', 'city', 'country'])
    .where('id', '=', id)
    .where('type', '=', 'itc')
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/**
 * ITC information for the countries of one card (Germany/Austria, Switzerland): the card appears
 * to users whose ITC sits there, with that ITC's contact and address from the organisations table.
 */
export const itcInfo =
  (countries: readonly string[]): CardSource =>
  async (db, user) => {
    const itc = await itcOf(db, user);
    if (!itc || !countries.includes((itc.country ?? '').toUpperCase())) return null;
    return { data: { itc } };
  };
