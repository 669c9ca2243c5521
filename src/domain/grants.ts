import type { Action, Feature } from './features';
import { can, type Principal } from './permissions';

// Who may do what, and how far: the grants of resources and of rules beside them (a certificate's
// editors), so that those rules need not import the resource definitions.

/**
 * How far a grant reaches: `own` the rows of the user's organisation, `itc` those of his ITC and
 * all its training sites, `my` the rows of the user himself (his own instructor profiles, the
 * courses he trains in). Internal staff (module `internal`) reach every organisation.
 */
export type Reach = 'own' | 'itc' | 'my';

/**
 * A holder of `feature` (any logged-in user when omitted) may take `actions` (all of the feature's
 * when omitted) on the rows of `reach`.
 */
export interface Grant {
  feature?: Feature;
  reach: Reach;
  actions?: readonly Action[];
}

/** The same grants for reading only (who works on one resource reads another it picks from). */
export const forReading = (grants: readonly Grant[]): Grant[] =>
  grants.map((grant) => ({ ...grant, actions: ['read'] }));

/** Whether the principal holds a grant for `action` (a grant without a feature is everyone's). */
export const holdsGrant = (p: Principal | undefined, grant: Grant, action: Action) =>
  (!grant.actions || grant.actions.includes(action)) && (!grant.feature || can(p, grant.feature, action));
