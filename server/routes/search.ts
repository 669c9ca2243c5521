import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SEARCH_KINDS, SEARCH_LIMIT, SEARCH_MAX_LENGTH, type SearchHit } from '../../src/domain/globalSearch';
import { RESOURCES } from '../../src/domain/resources';
import type { RouteOptions } from '../http/context';
import { fieldErrors } from '../http/errors';
import { authErrors } from '../http/schemas';
import type { Row } from '../resources/extension';
import { EXTENSIONS } from '../resources/registry';
import { searchResource } from '../resources/search';

const HitSchema = Type.Object({
  kind: Type.String(),
  resource: Type.String(),
  id: Type.String(),
  label: Type.String(),
  detail: Type.String(),
  organisationId: Type.String(),
});

const present = (values: unknown[]) => values.filter((v) => typeof v === 'string' && v.trim()).map(String);
const text = (...values: unknown[]) => present(values).join(' · ');
const name = (...values: unknown[]) => present(values).join(' ');

/** How a hit of each resource is named, and what tells it apart from another of the same name. */
const LABELS: Record<string, (row: Row) => Pick<SearchHit, 'label' | 'detail'>> = {
  'instructor-profiles': (r) => ({ label: name(r.firstName, r.lastName), detail: text(r.ahaInstructorId, r.email) }),
  'itc-instructors': (r) => ({ label: text(r.instructorName), detail: text(r.ahaInstructorId, r.email) }),
  // namesakes live at different organisations more often than at one
  'participant-profiles': (r) => ({ label: name(r.firstName, r.lastName), detail: text(r.organisationName, r.email) }),
  courses: (r) => ({
    label: text(r.courseTypeName),
    detail: text(r.startDate, r.projectNumber, r.invoiceNumber),
  }),
  'instructor-certificates': (r) => ({
    label: text(r.instructorName),
    detail: text(r.disciplineName, r.ahaInstructorId),
  }),
  organisations: (r) => ({ label: text(r.name), detail: text(r.city) }),
  'its-organisations': (r) => ({ label: text(r.name), detail: text(r.city) }),
};

/**
 * `GET /search?q=` (issue 13): instructors, participants, courses, certificates and organisations
 * matching a text, at most SEARCH_LIMIT of each kind. Each kind is searched through its resource's
 * own list (server/resources/search.ts), so the answer never holds a row the caller could not list:
 * whoever may list every organisation's participants (internal staff) finds them all.
 */
export const searchRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Instructors, participants, courses, certificates and organisations the caller may list, by name or number',
        querystring: Type.Object({ q: Type.String({ maxLength: SEARCH_MAX_LENGTH }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ hits: Type.Array(HitSchema) }), ...authErrors },
      },
    },
    async (request) => {
      const q = request.query.q.trim();
      if (!q) throw fieldErrors({ q: { key: 'required' } });
      const groups = await Promise.all(
        SEARCH_KINDS.map(async ({ kind, resources }) => {
          for (const resource of resources) {
            const definition = RESOURCES.find((d) => d.name === resource)!;
            const rows = await searchResource(definition, EXTENSIONS.get(resource), ctx, request, q, SEARCH_LIMIT);
            if (!rows) continue;
            return rows.map((row): SearchHit => ({
              kind,
              resource,
              id: String(row.id),
              organisationId: String(row[definition.owner] ?? ''),
              ...LABELS[resource](row),
            }));
          }
          return [];
        }),
      );
      return { hits: groups.flat() };
    },
  );
};
