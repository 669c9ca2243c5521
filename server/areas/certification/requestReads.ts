import { Type, type FastifyPluginAsyncTypebox, type Static, type TSchema } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database';
import type { RouteOptions } from '../../http/context';
import { routesTagged } from '../../http/routeOptions';
import { authErrors, IdParams } from '../../http/schemas';
import { visibleRequest } from './requestRules';

/**
 * `GET /instructor-certificates/:id/<part>`: a list that belongs to a certificate request (its
 * history, the reminders mailed for it), read for everyone who sees the request (404 otherwise).
 */
export function requestReadRoutes<Item extends TSchema>(
  part: string,
  summary: string,
  item: Item,
  read: (db: Db, certificateId: string) => Promise<Static<Item>[]>,
): FastifyPluginAsyncTypebox<RouteOptions> {
  const route = routesTagged('instructor-certificates');
  return async (app, { ctx }) => {
    app.get(
      `/instructor-certificates/:id/${part}`,
      route.read({ summary, params: IdParams, response: { 200: Type.Array(item), ...authErrors } }),
      async (request) => {
        await visibleRequest(ctx.db, request.user, request.params.id);
        return read(ctx.db, request.params.id);
      },
    );
  };
}
