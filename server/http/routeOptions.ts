import type { FastifySchema } from 'fastify';
import type { RouteAccess } from '../auth/session';

/**
 * The options of a plugin's routes, each under the plugin's tag in the OpenAPI document, by who
 * may call it. The schema stays the route's own, typed as written (request and answer types come
 * from it); only the tag and the gate are said here once.
 */
export function routesTagged(tag: string) {
  const tagged = <S extends FastifySchema>(schema: S) => ({ tags: [tag], ...schema });
  return {
    /** A read for any logged-in user: the handler checks his rights and scope on the rows. */
    read: <S extends FastifySchema>(schema: S) => ({ schema: tagged(schema) }),
    /**
     * Who may send the route anything, checked with the token before the body is read: `user` for
     * every logged-in user (his own session, account and settings), else the features he needs one of.
     */
    gated: <S extends FastifySchema>(access: RouteAccess, schema: S) => ({
      config: { access },
      schema: tagged(schema),
    }),
    /** Reachable without a token (login, password reset). */
    public: <S extends FastifySchema>(schema: S) => ({ config: { public: true }, schema: tagged(schema) }),
  };
}
