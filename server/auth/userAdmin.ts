import type { FastifyRequest } from 'fastify';
import type { FeatureAction } from '../../src/domain/features';
import { heldGrants } from '../../src/domain/access';
import { refusalToManage, ungrantable } from '../../src/domain/userRights';
import type { Db } from '../db/database';
import { forbidden, HttpError, notFound } from '../http/errors';
import { inOrganisations, organisationsOf, type Organisations } from './scope';

/**
 * The server side of the user-administration rules (src/domain/userRights.ts), used by every
 * route that reads or changes other users: scope (404 outside), feature (403), self and ADMIN
 * protection (403), granting only what the caller holds (403).
 */

/** The organisations whose users the caller may manage with `action`; 403 without core_user_features. */
export function userScope(request: FastifyRequest, action: string): Organisations {
  const grants = heldGrants(request.user, 'users', action);
  if (!grants.length) throw forbidden();
  return organisationsOf(
    request.user,
    grants.some((g) => g.reach === 'itc'),
  );
}

/** A user inside the scope, 404 otherwise (ids of others cannot be probed). */
export async function userInScope(db: Db, scope: Organisations, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'organisationId', 'authorizations', 'deleted', 'email'])
    .where('id', '=', userId)
    .where(inOrganisations('users.organisationId', scope))
    .executeTakeFirst();
  if (!user) throw notFound();
  return user;
}

/** A user the caller may change: in scope, not himself, not an ADMIN unless he is one. */
export async function manageableUser(db: Db, request: FastifyRequest, action: string, userId: string) {
  const user = await userInScope(db, userScope(request, action), userId);
  const refusal = refusalToManage(request.user, user);
  if (refusal) throw new HttpError(403, refusal);
  return user;
}

/** 403 when `wanted` adds a pair to `had` that the caller does not hold himself. */
export function assertGrantable(
  request: FastifyRequest,
  had: readonly FeatureAction[],
  wanted: readonly FeatureAction[],
) {
  if (ungrantable(request.user, had, wanted).length) throw forbidden();
}
