import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../auth/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method, full path, schema), for the isolation tests and tooling. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** A route as registered, one per method: what the 405 answer, the isolation tests and tooling read. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  public: boolean;
  /** Who may send it anything (checked before the body is read); see FastifyContextConfig. */
  access?: RouteAccess;
  /** Its own body limit in bytes, when it raises the app's DEFAULT_BODY_LIMIT. */
  bodyLimit?: number;
  maxJsonValues?: number;
}

/** Keeps every route the app registers from now on (app.registeredRoutes); answers the list it fills. */
export function recordRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        schema: route.schema as RegisteredRoute['schema'],
        public: !!route.config?.public,
        access: route.config?.access,
        bodyLimit: route.bodyLimit,
        maxJsonValues: route.config?.maxJsonValues,
      });
    }
  });
  return registeredRoutes;
}
