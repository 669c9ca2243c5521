import type { Action } from './features';
import { INTERNAL_MODULE } from './organisations';
import { hasModule, holds, isAdmin, type Principal } from './permissions';
import { definitionOf, holdsGrant, type Grant, type ResourceDefinition } from './resources';

/**
 * Who may touch which resource: the grants each resource declares (src/domain/resources/). The
 * server enforces them; the front end reads them to hide what would be refused.
 */

/** react-admin's access actions mapped onto the specification's actions. */
const RA_ACTIONS: Record<string, Action> = {
  list: 'read',
  show: 'read',
  read: 'read',
  export: 'read',
  edit: 'update',
  update: 'update',
  create: 'create',
  delete: 'delete',
  restore: 'delete',
};

export const toAction = (action: string): Action => RA_ACTIONS[action] ?? (action as Action);

/** Of `grants`, those the principal holds for `action`. */
export const heldOf = (p: Principal | undefined, grants: readonly Grant[], action: string): Grant[] =>
  p ? grants.filter((grant) => holdsGrant(p, grant, toAction(action))) : [];

/** The grants of `resource` (a name or its definition) the principal holds for `action` (none without its module). */
export function heldGrants(p: Principal | undefined, resource: string | ResourceDefinition, action: string): Grant[] {
  const definition = typeof resource === 'string' ? definitionOf(resource) : resource;
  if (!p || !definition) return [];
  if (definition.module && !hasModule(p, definition.module)) return [];
  return heldOf(p, definition.access, action);
}

/** Whether the front end should offer `action` on `resource`; names that are no resource are open. */
export function canAccessResource(p: Principal | undefined, resource: string, action: string): boolean {
  if (!p) return false;
  if (!definitionOf(resource)) return true;
  return heldGrants(p, resource, action).length > 0;
}

/**
 * Reopening a completed course undoes what is otherwise final, so only an administrator of the
 * internal organisation may do it (he reaches every organisation's courses).
 */
export const canReopenCourse = (p: Principal | undefined) => !!p && isAdmin(p) && hasModule(p, INTERNAL_MODULE);

/** The organisation a person (user or profile) belongs to, as far as the personal-data rule needs it. */
export interface PersonOrganisation {
  id: string;
  parentId: string | null;
}

/** A principal with his organisation's place in the network. */
export type NetworkPrincipal = Principal & { organisation: { id: string; type: string; modules: readonly string[] } };

/**
 * Exporting and erasing a person's data (GDPR art. 15, 17, 20): internal administrators, and the
 * users of the person's own ITC (for a site's person, the site's parent ITC) holding itc_instructors.
 * Without `of` it answers whether the principal may do it for anyone (to show the buttons).
 */
export function canHandlePersonalData(p: NetworkPrincipal | undefined, of?: PersonOrganisation): boolean {
  if (!p) return false;
  if (isAdmin(p) && hasModule(p, INTERNAL_MODULE)) return true;
  if (p.organisation.type !== 'itc' || !holds(p, 'itc_instructors')) return false;
  return !of || of.id === p.organisation.id || of.parentId === p.organisation.id;
}
