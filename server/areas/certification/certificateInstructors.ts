import type { ResourceExtension } from '../../resources/extension';
import { instructorColumns, instructorName, instructorsIn, matchedInstructors } from './queries';

/**
 * The instructors a caller may file certificate requests for (the create dialogs): the profiles
 * of his site, of his ITC's sites, or his own, with the names the dialogs show and search.
 */
export const certificateInstructors: ResourceExtension = {
  name: 'certificate-instructors',
  table: 'instructorProfiles',
  rows: (db, { scope }) =>
    instructorsIn(db, scope).select([
      'r.id',
      'r.organisationId',
      'o.name as organisationName',
      instructorName.as('instructorName'),
      'p.firstName',
      'p.lastName',
      'p.email',
      'r.ahaInstructorId',
    ]),
  columns: instructorColumns,
  search: (text, db) => matchedInstructors(db, 'r.id', text),
};
