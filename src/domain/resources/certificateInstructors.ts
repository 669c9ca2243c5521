import { CERTIFICATE_EDITORS } from '../certificates';
import { forReading } from '../grants';
import { defineResource, email, text } from './define';

/**
 * The instructors a caller may file certificate requests for (the create dialogs): a site's own,
 * an ITC's sites', or the instructor himself. Read only: instructors are kept as profiles.
 */
export const certificateInstructors = defineResource({
  name: 'certificate-instructors',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: false,
  timestamps: false,
  // who files requests reads whom he may file them for
  access: forReading(CERTIFICATE_EDITORS),
  operations: { create: false, update: false, delete: false },
  fields: {
    instructorName: text({ readOnly: true }),
    firstName: text({ readOnly: true }),
    lastName: text({ readOnly: true }),
    email: email({ readOnly: true }),
    ahaInstructorId: text({ readOnly: true }),
  },
  display: 'instructorName',
  list: { sort: { field: 'instructorName', order: 'ASC' }, search: ['instructorName', 'email', 'ahaInstructorId'] },
});
