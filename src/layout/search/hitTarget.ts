import type { SearchHit } from '../../domain/globalSearch';
import { meets } from '../../domain/permissions';
import { definitionOf } from '../../domain/resources';
import { pathFor, ROUTES, routeByName, type RouteName } from '../../domain/routes';
import type { SessionUser } from '../../domain/session';

const withFilter = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const withSearch = (path: string, q: string) => withFilter(path, { q });

/** The first of these routes the user may open, filled with the parameters. */
function firstOpen(user: SessionUser, names: RouteName[], params: Record<string, string> = {}) {
  const name = names.find((n) => meets(user, routeByName(n)));
  return name && pathFor(name, params);
}

/** A record to open: a hit of the global search, a row of the audit log. */
export type RecordRef = Pick<SearchHit, 'resource' | 'id' | 'label' | 'organisationId'> & { detail?: string };

/**
 * Where a record opens (a hit of the global search, a row of the audit log): its own screen where
 * it has one (a course, a certificate in the widest scope the user has), else its list searched
 * for it; undefined where the user may open neither.
 */
export function hitTarget(hit: RecordRef, user: SessionUser): string | undefined {
  const search = hit.detail?.split(' · ')[0] || hit.label;
  switch (hit.resource) {
    case 'courses':
      return pathFor('Course_Detail', { courseId: hit.id });
    case 'instructor-certificates':
      return firstOpen(
        user,
        [
          'ITC_Instructor_Certificates_Detail',
          'ITS_Instructor_Certificates_Detail',
          'My_Instructor_Certificates_Detail',
        ],
        { instructorCertificateId: hit.id },
      );
    case 'instructor-profiles':
    case 'itc-instructors': {
      const list = firstOpen(user, ['ITC_Instructors', 'Instructor_Profiles'], { organisationId: hit.organisationId });
      // the AHA id finds exactly him; a list searches each name column apart, so then the last name
      const q = /^\d+$/.test(search)
        ? search
        : hit.resource === 'itc-instructors'
          ? hit.label
          : hit.label.split(' ').at(-1)!;
      return list && withSearch(list, q);
    }
    case 'participant-profiles': {
      const list = firstOpen(user, ['Organisation_Participant_Profiles'], { organisationId: hit.organisationId });
      // the list finds the whole name; whoever reaches several organisations sees his chosen
      return list && withFilter(list, { q: hit.label, organisationId: hit.organisationId });
    }
    case 'its-organisations':
      return withSearch(pathFor('Organisations_Its'), hit.label);
    case 'organisations':
      return withSearch('/organisations', hit.label);
    default: {
      // a resource's own list (venues, course types…), searched for the record's name
      const list = ROUTES.find((route) => route.resource === hit.resource);
      const searchable = !!definitionOf(hit.resource)?.list?.search?.length;
      return list && searchable && meets(user, list) ? withSearch(list.path, hit.label) : undefined;
    }
  }
}
