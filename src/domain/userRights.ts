import { GRANTED_ACTIONS, type Feature, type FeatureAction } from './features';
import { can, type Principal } from './permissions';
import { ROLE_PRESETS, type Authorization } from './roles';

/**
 * Who may change whose rights (§6, DESIGN §4). One place for the rules: the server enforces them,
 * the user-permissions screen greys out what they refuse.
 *   - Nobody changes his own rights or deactivates himself.
 *   - Only an ADMIN changes an ADMIN.
 *   - A caller grants only feature-action pairs he holds himself (no raising rights by proxy).
 *   - Rights of users outside the caller's organisation scope are not reachable at all (server: 404).
 */
export interface Caller extends Principal {
  id: string;
}

export interface ManagedUser {
  id: string;
  authorizations: readonly string[];
}

export type Refusal = 'OWN_RIGHTS' | 'ADMIN_ONLY';

export function refusalToManage(caller: Caller, target: ManagedUser): Refusal | undefined {
  if (caller.id === target.id) return 'OWN_RIGHTS';
  if (target.authorizations.includes('ADMIN') && !caller.authorizations.includes('ADMIN')) return 'ADMIN_ONLY';
  return undefined;
}

/** The caller holds this pair himself, so he may hand it on. */
export const mayGrant = (caller: Principal, pair: FeatureAction) => can(caller, pair.feature, pair.action);

/** What "adding a feature" grants (§6): create, read, update and delete. */
export const grantsOf = (feature: Feature): FeatureAction[] => GRANTED_ACTIONS.map((action) => ({ feature, action }));

const key = (pair: FeatureAction) => `${pair.feature}:${pair.action}`;

/** Pairs of `wanted` the target does not have yet and the caller may not grant. */
export function ungrantable(
  caller: Principal,
  had: readonly FeatureAction[],
  wanted: readonly FeatureAction[],
): FeatureAction[] {
  const held = new Set(had.map(key));
  return wanted.filter((pair) => !held.has(key(pair)) && !mayGrant(caller, pair));
}

/** A role may be given only by someone who could grant all its preset features; ADMIN only by an ADMIN. */
export function mayAssign(caller: Principal, authorization: Authorization): boolean {
  if (authorization === 'ADMIN') return caller.authorizations.includes('ADMIN');
  return ROLE_PRESETS[authorization].every((feature) => grantsOf(feature).every((pair) => mayGrant(caller, pair)));
}

/** The feature-action pairs a new user with these roles starts with. */
export function presetGrants(authorizations: readonly Authorization[]): FeatureAction[] {
  const pairs = new Map<string, FeatureAction>();
  for (const authorization of authorizations) {
    for (const feature of ROLE_PRESETS[authorization]) for (const pair of grantsOf(feature)) pairs.set(key(pair), pair);
  }
  return [...pairs.values()];
}
