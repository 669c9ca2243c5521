import type { Action, Feature } from './features';
import { can, type Principal } from './permissions';

/**
 * Which features open which API resource (react-admin resource names equal API paths). A user
 * needs one of them with the action in question; the server applies the same table.
 * Resources not listed here are open to every logged-in user (their routes check more).
 */
export const RESOURCE_FEATURES: Record<string, readonly Feature[]> = {};

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

export function canAccessResource(p: Principal | undefined, resource: string, action: string): boolean {
  if (!p) return false;
  const features = RESOURCE_FEATURES[resource];
  if (!features) return true;
  const wanted = RA_ACTIONS[action] ?? 'read';
  return features.some((feature) => can(p, feature, wanted));
}
