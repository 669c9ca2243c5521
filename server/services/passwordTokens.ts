import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { INVITE_TOKEN_DAYS, RESET_TOKEN_HOURS } from '../../src/domain/accounts';
import type { Db } from '../db/database';

/**
 * Links to set a password (§4 Password reset). The token is 32 random bytes; only its SHA-256
 * is stored, so the table cannot be turned into working links. A token works once and only
 * until it expires; using one voids every other open token of the user.
 */
export type TokenPurpose = 'reset' | 'invite';

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const LIFETIME_MS: Record<TokenPurpose, number> = {
  reset: RESET_TOKEN_HOURS * 3600_000,
  invite: INVITE_TOKEN_DAYS * 24 * 3600_000,
};

/** Creates a token for the user and answers it in clear text (for the mail only). */
export async function createPasswordToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('passwordTokens')
    .values({ userId, tokenHash: hashToken(token), purpose, expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]) })
    .execute();
  return token;
}

/** The link a token's mail carries: the screen that sets a password with it. */
export const passwordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/password-reset/reset?token=${encodeURIComponent(token)}`;

/** Voids every open token of the user: a password was set with one of them, or the account was deactivated. */
export const voidOpenTokens = (db: Db, userId: string) =>
  db
    .updateTable('passwordTokens')
    .set({ usedAt: new Date() })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();

/** Unused tokens of a user that have not expired yet. */
export async function openTokenCount(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('passwordTokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return count;
}

/** The open token's row with its (active) user, or undefined when it is unknown, used or expired. */
export async function findOpenToken(db: Db, token: string) {
  return db
    .selectFrom('passwordTokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['t.id', 't.userId', 't.purpose', 'u.organisationId'])
    .where('t.tokenHash', '=', hashToken(token))
    .where('t.usedAt', 'is', null)
    .where('t.expiresAt', '>', sql<Date>`now()`)
    .where('u.deleted', '=', false)
    .executeTakeFirst();
}
