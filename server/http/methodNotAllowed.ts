import FindMyWay from 'find-my-way';
import type { RegisteredRoute } from './registeredRoutes';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods a path takes, from the routes as registered: an address that exists but not for the
 * method sent answers 405 with `Allow`, not the 404 of an address that does not exist (a client
 * sending PUT where only PATCH is offered learns what to use).
 */
export function allowedMethods(routes: readonly RegisteredRoute[]): (path: string) => string[] {
  let router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1> | undefined;
  return (path) => {
    // built on first use: every route is registered by then
    if (!router) {
      router = FindMyWay();
      for (const route of routes) {
        if ((METHODS as readonly string[]).includes(route.method))
          router.on(route.method as FindMyWay.HTTPMethod, route.url, () => {});
      }
    }
    return METHODS.filter((method) => router!.find(method, path));
  };
}
