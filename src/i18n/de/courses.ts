import type { courses as english } from '../en/courses';
import type { Shape } from '../shape';

/** German texts of course organisation. */
export const courses: Shape<typeof english> = {
  resources: {
    'course-types': {
      name: 'Kursart |||| Kursarten',
      fields: { name: 'Name', organisationName: 'Organisation' },
      empty: 'Noch keine Kursarten.',
      no_read: 'Sie dürfen die Kursarten nicht sehen.',
    },
    venues: {
      name: 'Veranstaltungsort |||| Veranstaltungsorte',
      fields: { name: 'Name', address: 'Adresse', comment: 'Kommentar', organisationName: 'Organisation' },
      empty: 'Noch keine Veranstaltungsorte.',
      no_read: 'Sie dürfen die Veranstaltungsorte nicht sehen.',
    },
    'instructor-types': {
      name: 'Instruktorart |||| Instruktorarten',
      fields: { name: 'Name', organisationName: 'Organisation' },
      empty: 'Noch keine Instruktorarten.',
      no_read: 'Sie dürfen die Instruktorarten nicht sehen.',
    },
  },
};
