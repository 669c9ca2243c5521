import type { Db } from '../db/database';
import { conflict } from '../http/errors';

/**
 * An e-mail address signs in, so it names one account in the whole product, whatever its case:
 * 409 when a user other than `exceptId` (deactivated ones too) holds it.
 */
export async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  let taken = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()));
  if (exceptId) taken = taken.where('id', '<>', exceptId);
  if (await taken.executeTakeFirst()) throw conflict('EMAIL_IN_USE', undefined, { email: 'Email in use' });
}
