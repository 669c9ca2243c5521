import type { Feature } from './features';
import { RESOURCES, type ResourceDefinition } from './resources';
import { TABLE_ROUTES, type AppRoute } from './routeTable';

export { pathFor, routeByName, TABLE_ROUTES, type AppRoute, type RouteName } from './routeTable';

/**
 * The list route of a declared resource routed by react-admin (`/venues`): named after the
 * resource, open to the holders of its read grants (and its module), an extra route.
 */
function resourceRoute(definition: ResourceDefinition): AppRoute {
  const readers = definition.access.filter((grant) => !grant.actions || grant.actions.includes('read'));
  const features = [...new Set(readers.map((grant) => grant.feature).filter((f): f is Feature => !!f))];
  return {
    name: definition.name,
    path: `/${definition.name}`,
    resource: definition.name,
    extra: true,
    // a grant without a feature is every user's: then the route needs no feature
    ...(readers.some((grant) => !grant.feature) ? {} : { features }),
    ...(definition.module ? { module: definition.module } : {}),
  };
}

/** The routes of the table and the list route of each of the given resources routed by react-admin. */
export const routesOf = (definitions: readonly ResourceDefinition[]): readonly AppRoute[] => [
  ...TABLE_ROUTES,
  ...definitions.filter((definition) => (definition.routing ?? 'resource') === 'resource').map(resourceRoute),
];

/** Every route: the table's, and the list of every declared resource routed by react-admin. */
export const ROUTES = routesOf(RESOURCES);
