import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext, RouteApp, RouteOptions } from './context';

/** A route plugin that is its routes and nothing else: each added to the app in turn, with the app's context. */
export const routePlugin =
  (...routes: ((app: RouteApp, ctx: AppContext) => void)[]): FastifyPluginAsyncTypebox<RouteOptions> =>
  async (app, { ctx }) => {
    for (const add of routes) add(app, ctx);
  };
