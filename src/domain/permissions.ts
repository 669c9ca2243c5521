import type { Action, Feature, FeatureAction } from './features';
import { FEATURE_MODULES, missingModule, type Module } from './organisations';

/**
 * The one permission check of the product. The route guard, the menu, table buttons and the
 * server all call these functions; the server is the authority, the client only hides.
 */
export interface Principal {
  authorizations: readonly string[];
  userFeatures: readonly FeatureAction[];
  organisation: { modules: readonly string[] };
}

export const isAdmin = (p: Principal) => p.authorizations.includes('ADMIN');

/** Whether the principal's organisation holds the feature's module (the internal one holds them all). */
export const moduleAllows = (p: Principal, feature: Feature) => !missingModule(p.organisation.modules, feature);

/**
 * `manage` covers every action of a feature; feature `all` covers every feature. Nothing, not even
 * the administrator authorization, covers a feature whose module the organisation lacks.
 */
export function can(p: Principal | undefined, feature: Feature, action: Action = 'read'): boolean {
  if (!p || !moduleAllows(p, feature)) return false;
  if (isAdmin(p)) return true;
  return p.userFeatures.some(
    (f) => (f.feature === feature || f.feature === 'all') && (f.action === action || f.action === 'manage'),
  );
}

/** Holds the feature with any action (or manage on all): what a route or menu entry needs. */
export function holds(p: Principal | undefined, feature: Feature): boolean {
  if (!p || !moduleAllows(p, feature)) return false;
  if (isAdmin(p)) return true;
  return p.userFeatures.some((f) => f.feature === feature || (f.feature === 'all' && f.action === 'manage'));
}

export const holdsAny = (p: Principal | undefined, features: readonly Feature[]) =>
  features.some((feature) => holds(p, feature));

export const hasModule = (p: Principal | undefined, module: Module) => !!p?.organisation.modules.includes(module);

export interface Requirement {
  /** The organisation needs this module. */
  module?: Module;
  /** At least one of these features (or manage on all). */
  features?: readonly Feature[];
  /** Exactly this permission. */
  featureAction?: FeatureAction;
}

/**
 * The module that keeps the principal from a requirement he fails: the one it names, or the one
 * of its features when his organisation's modules switch every one of them off. None when it is
 * his rights that fall short (the route guard says which, §2 Route guard).
 */
export function blockingModule(p: Principal, requirement: Requirement): Module | undefined {
  if (requirement.module && !hasModule(p, requirement.module)) return requirement.module;
  const features = requirement.features ?? (requirement.featureAction ? [requirement.featureAction.feature] : []);
  const off = features.filter((feature) => !moduleAllows(p, feature));
  return features.length && off.length === features.length ? FEATURE_MODULES[off[0]] : undefined;
}

/** The specification's route-guard rules (§2 Route guard), for a logged-in user. */
export function meets(p: Principal | undefined, requirement: Requirement): boolean {
  if (!p) return false;
  if (requirement.module && !hasModule(p, requirement.module)) return false;
  if (requirement.features?.length && !holdsAny(p, requirement.features)) return false;
  if (requirement.featureAction && !can(p, requirement.featureAction.feature, requirement.featureAction.action)) {
    return false;
  }
  return true;
}
