import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { INTERNAL_MODULE } from '../../src/domain/organisations';
import { hasModule } from '../../src/domain/permissions';
import type { Grant, Reach } from '../../src/domain/resources';
import type { SessionUser } from '../../src/domain/session';

/**
 * Which rows a request reaches (DESIGN §4), decided on the server from the session and the grants
 * the user holds, never from what the client sends: the organisations of his `own` and `itc`
 * grants, and, for a `my` grant, the rows of the user himself. Rows outside answer 404.
 */
export interface Scope {
  organisations?: Organisations;
  /** Set by a `my` grant: rows linked to this user (his instructor profiles, the courses he trains in). */
  userId?: string;
}

/**
 * `all`: every organisation (internal staff); `network`: an ITC and every training site whose
 * parent it is; `one`: a single organisation.
 */
export type Organisations = { kind: 'all' } | { kind: 'network'; itcId: string } | { kind: 'one'; id: string };

/** The organisations a user reaches: internal staff all, an ITC its network (with an `itc` grant), else his own. */
export function organisationsOf(user: SessionUser, network: boolean): Organisations {
  if (hasModule(user, INTERNAL_MODULE)) return { kind: 'all' };
  if (network && user.organisation.type === 'itc') return { kind: 'network', itcId: user.organisation.id };
  return { kind: 'one', id: user.organisation.id };
}

/** The scope of the grants a user holds (undefined when he holds none: 403), or of one reach of them. */
export function scopeOf(user: SessionUser, grants: readonly Grant[], only?: Reach): Scope | undefined {
  const held = only ? grants.filter((grant) => grant.reach === only) : grants;
  if (!held.length) return undefined;
  const scope: Scope = {};
  if (held.some((grant) => grant.reach !== 'my')) {
    scope.organisations = organisationsOf(
      user,
      held.some((grant) => grant.reach === 'itc'),
    );
  }
  if (held.some((grant) => grant.reach === 'my')) scope.userId = user.id;
  return scope;
}

/** A WHERE condition: the organisation id in `column` is one of the organisations. */
export function inOrganisations(column: string, organisations: Organisations): RawBuilder<SqlBool> {
  switch (organisations.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'one':
      return sql<SqlBool>`${sql.ref(column)} = ${organisations.id}`;
    case 'network':
      return sql<SqlBool>`${sql.ref(column)} IN (SELECT id FROM organisations WHERE id = ${organisations.itcId} OR parent_id = ${organisations.itcId})`;
  }
}

/**
 * A WHERE condition: the row's owner (`ownerColumn`) is one of the scope's organisations, or the
 * row is the user's own (`mine`, for a `my` grant).
 */
export function reaches(
  scope: Scope,
  ownerColumn: string,
  mine?: (userId: string) => Expression<SqlBool>,
): RawBuilder<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (scope.organisations) parts.push(inOrganisations(ownerColumn, scope.organisations));
  if (scope.userId && mine) parts.push(mine(scope.userId));
  if (!parts.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;
}

/** Whether an organisation (and its parent) lies inside the organisations, without asking the database. */
export function contains(organisations: Organisations, organisation: { id: string; parentId: string | null }) {
  switch (organisations.kind) {
    case 'all':
      return true;
    case 'one':
      return organisation.id === organisations.id;
    case 'network':
      return organisation.id === organisations.itcId || organisation.parentId === organisations.itcId;
  }
}
