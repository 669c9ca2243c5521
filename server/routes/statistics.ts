import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CERTIFICATE_STATUSES, DISPLAY_STATUSES } from '../../src/domain/certificates';
import { COURSE_STATUSES } from '../../src/domain/courses';
import { meets } from '../../src/domain/permissions';
import { routeByName } from '../../src/domain/routes';
import { statisticsRangeErrors } from '../../src/domain/statistics';
import { organisationsOf } from '../auth/scope';
import type { RouteOptions } from '../http/context';
import { fieldErrors, forbidden } from '../http/errors';
import { authErrors } from '../http/schemas';
import { statistics } from '../services/statistics';

const Counts = (keys: readonly string[]) => Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Integer()])));
const Month = Type.String({ pattern: '^\\d{4}-\\d{2}$' });

const StatisticsSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  totals: Type.Object({ certificates: Type.Integer(), courses: Type.Integer(), participants: Type.Integer() }),
  certificatesByMonth: Type.Array(Type.Object({ month: Month, counts: Counts(CERTIFICATE_STATUSES) })),
  displayStatusByDiscipline: Type.Array(Type.Object({ discipline: Type.String(), counts: Counts(DISPLAY_STATUSES) })),
  coursesByMonth: Type.Array(Type.Object({ month: Month, counts: Counts(COURSE_STATUSES) })),
  participantsByCourseType: Type.Array(
    Type.Object({ courseType: Type.String(), courses: Type.Integer(), participants: Type.Integer() }),
  ),
});

const StatisticsQuery = Type.Object({
  from: Type.String({ maxLength: 30, description: 'first day, yyyy-mm-dd' }),
  to: Type.String({ maxLength: 30, description: 'last day, yyyy-mm-dd (at most five years after from)' }),
});

/**
 * `GET /statistics?from=&to=` (DESIGN §6): the figures of the demo statistics page, counted in SQL
 * over every organisation. Only for the route DEMO_STATISTICS's users (internal organisation and
 * manage on all); the range is checked by the domain rule (yyyy-mm-dd, from ≤ to, ≤ 5 years).
 * `GET /itc/statistics` answers the same figures for the holders of `itc_statistics`, over their
 * own ITC's network only.
 */
export const statisticsRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/statistics',
    {
      // refused before its query is looked at: only internal staff with manage on all may ask
      config: { access: ['all'] },
      schema: {
        tags: ['statistics'],
        summary:
          'Certificates and courses by status and month, display status by discipline, participants by course type, for a date range',
        querystring: StatisticsQuery,
        response: { 200: StatisticsSchema, ...authErrors },
      },
    },
    async (request) => {
      if (!meets(request.user, routeByName('DEMO_STATISTICS'))) throw forbidden();
      return statistics(await ctx.readDb(request), checkedRange(request.query));
    },
  );

  app.get(
    '/itc/statistics',
    {
      config: { access: ['itc_statistics'] },
      schema: {
        tags: ['statistics'],
        summary: 'The same figures for the caller’s own ITC network: the ITC, its sites and its disciplines',
        querystring: StatisticsQuery,
        response: { 200: StatisticsSchema, ...authErrors },
      },
    },
    async (request) => {
      if (!meets(request.user, routeByName('ITC_Statistics'))) throw forbidden();
      // an ITC's user reaches its network; internal staff reach every organisation
      return statistics(await ctx.readDb(request), checkedRange(request.query), organisationsOf(request.user!, true));
    },
  );
};

/** The range of the query, or 400 with the domain rule's errors. */
function checkedRange({ from, to }: { from: string; to: string }) {
  const errors = statisticsRangeErrors(from, to);
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return { from, to };
}
