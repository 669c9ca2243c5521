import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cardsFor } from '../../src/domain/dashboard';
import type { RouteOptions } from '../http/context';
import { authErrors } from '../http/schemas';
import { CARD_SOURCES } from '../services/dashboard/registry';
import { sharedReads } from '../services/dashboard/sharedReads';

const DashboardSchema = Type.Object({
  cards: Type.Array(Type.Object({ id: Type.String(), data: Type.Optional(Type.Unknown()) })),
});

/**
 * `GET /dashboard` (DESIGN §6): the cards the caller gets, each with its data, in one call. The
 * layout (columns, hidden cards) is part of the UI settings.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The caller’s dashboard cards with their data',
        response: { 200: DashboardSchema, ...authErrors },
      },
    },
    async (request) => {
      const shared = sharedReads(ctx.db, request.user);
      const cards = await Promise.all(
        cardsFor(request.user).map(async (id) => {
          const source = CARD_SOURCES[id];
          if (!source) return { id };
          const result = await source(ctx.db, request.user, shared);
          return result ? { id, ...result } : undefined;
        }),
      );
      return { cards: cards.filter((card) => card !== undefined) };
    },
  );
};
