import { BULK_MAX } from '../bulk';
import { DISPLAY_STATUSES, IMPORT_CELL_MAX, IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '../certificates';
import { PROFILE_LIMITS } from '../profiles';
import {
  boolean,
  choice,
  date,
  datetime,
  defineResource,
  email,
  integer,
  list,
  object,
  reference,
  text,
} from './define';

/**
 * The ITC's instructor administration (`/itc/instructors`, itc_instructors): every instructor of
 * its sites with site, AHA id and display status per discipline; the AHA id is set or generated
 * here, certificates move to another site, and instructors come in by CSV import.
 */
export const itcInstructors = defineResource({
  name: 'itc-instructors',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: false,
  // updatedAt only, declared below
  timestamps: false,
  access: [{ feature: 'itc_instructors', reach: 'itc' }],
  operations: { create: false, delete: false },
  fields: {
    // set or generated here, never cleared (the server says so); answered null until then
    ahaInstructorId: text({ max: PROFILE_LIMITS.ahaInstructorId }),
    firstName: text({ readOnly: true }),
    lastName: text({ readOnly: true }),
    instructorName: text({ readOnly: true }),
    email: email({ readOnly: true }),
    linkedToUser: boolean({ readOnly: true }),
    /** The site's ITC: its other sites are where the certificates may move. */
    organisationParentId: reference('organisations', { readOnly: true }),
    certificateCount: integer({ readOnly: true }),
    disciplines: list(
      object({
        disciplineId: reference('disciplines'),
        disciplineName: text(),
        expiryDate: date(),
        displayStatus: choice(DISPLAY_STATUSES),
        /** Ready for renewal in it (src/domain/renewal.ts). */
        renewalReady: boolean(),
      }),
      { max: 1000, readOnly: true },
    ),
    updatedAt: datetime(),
  },
  display: 'instructorName',
  list: { sort: { field: 'instructorName', order: 'ASC' }, search: ['instructorName', 'email', 'ahaInstructorId'] },
  // typed or pasted per instructor in the list's grid; never one value for many (it names one person)
  gridEdit: ['ahaInstructorId'],
  actions: {
    'generate-aha-id': { action: 'update' },
    move: { action: 'update', body: { organisationId: reference('its-organisations', { required: true }) } },
    // on a list's selection, each row by the rules of one (`POST /itc-instructors/bulk-move` …)
    'bulk-move': {
      action: 'update',
      collection: true,
      versions: true,
      body: {
        ids: list(reference('itc-instructors'), { max: BULK_MAX, required: true }),
        organisationId: reference('its-organisations', { required: true }),
      },
    },
    'bulk-generate-aha-id': {
      action: 'update',
      collection: true,
      versions: true,
      body: { ids: list(reference('itc-instructors'), { max: BULK_MAX, required: true }) },
    },
    // a renewal (recertification) request for each: whoever files the ITC's requests may start them
    'bulk-start-renewal': {
      action: 'create',
      collection: true,
      grants: [{ feature: 'itc_instructor_certificates', reach: 'itc' }],
      body: {
        ids: list(reference('itc-instructors'), { max: BULK_MAX, required: true }),
        disciplineId: reference('disciplines', { required: true }),
      },
    },
    // the CSV import: the browser reads the file and sends its rows (`?dryRun=true` checks only)
    import: {
      action: 'create',
      collection: true,
      grants: [{ feature: 'itc_instructor_certificate_import', reach: 'itc' }],
      body: {
        rows: list(
          object(Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, text({ max: IMPORT_CELL_MAX })]))),
          {
            max: IMPORT_MAX_ROWS,
            required: true,
          },
        ),
      },
    },
  },
});
