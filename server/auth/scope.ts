import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { INTERNAL_MODULE } from '../../src/domain/organisations';
import { hasModule } from '../../src/domain/permissions';
import type { Grant } from '../../src/domain/resources';
import type { SessionUser } from '../../src/domain/session';

/**
 * Which organisations a request may touch (DESIGN §4). The server decides this from the session
 * and the scope, never from what the client sends.
 *   its: the user's own organisation
 *   itc: the user's ITC and every ITS whose parent it is
 *   all: every organisation (internal staff)
 */
export type OrgScope =
  { kind: 'all' } | { kind: 'its'; organisationId: string } | { kind: 'itc'; organisationId: string };

/** The widest scope of a user: internal staff see all, an ITC its sites, everyone else his own. */
export function widestScope(user: SessionUser): OrgScope {
  if (hasModule(user, INTERNAL_MODULE)) return { kind: 'all' };
  if (user.organisation.type === 'itc') return { kind: 'itc', organisationId: user.organisation.id };
  return { kind: 'its', organisationId: user.organisation.id };
}

/** A WHERE condition restricting `column` (an organisation id column) to the scope. */
export function inScope(column: string, scope: OrgScope): RawBuilder<SqlBool> {
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'its':
      return sql<SqlBool>`${sql.ref(column)} = ${scope.organisationId}`;
    case 'itc':
      return sql<SqlBool>`${sql.ref(column)} IN (SELECT id FROM organisations WHERE id = ${scope.organisationId} OR parent_id = ${scope.organisationId})`;
  }
}

/**
 * The organisations reached by the grants a user holds: everything for internal staff, the ITC
 * and its sites for an ITC user holding an `itc` grant, else his own organisation.
 */
export function scopeOfGrants(user: SessionUser, grants: readonly Grant[]): OrgScope {
  if (hasModule(user, INTERNAL_MODULE)) return { kind: 'all' };
  if (user.organisation.type === 'itc' && grants.some((g) => g.reach === 'itc')) {
    return { kind: 'itc', organisationId: user.organisation.id };
  }
  return { kind: 'its', organisationId: user.organisation.id };
}
