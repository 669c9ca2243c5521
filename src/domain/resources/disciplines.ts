import { MAX_VALIDITY_MONTHS, TEMPLATE_FILE_TYPES } from '../certificates';
import { RENEWAL_LIMITS } from '../renewal';
import { boolean, choice, datetime, defineResource, integer, list, object, text } from './define';

/**
 * The disciplines an ITC certifies (BLS, ACLS, ...), each with up to three templates to fill in.
 * Its sites and their instructors read them to file certificate requests.
 */
export const disciplines = defineResource({
  name: 'disciplines',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: true,
  access: [{ feature: 'itc_disciplines', reach: 'itc' }],
  fields: {
    name: text({ max: 100, required: true, unique: true }),
    validityMonths: integer({ min: 1, max: MAX_VALIDITY_MONTHS }),
    // the renewal rule (src/domain/renewal.ts): courses taught within the validity period, monitoring form
    renewalCourses: integer({ min: 0, max: RENEWAL_LIMITS.courses }),
    monitoringRequired: boolean(),
    reminderDays: list(integer({ min: 1, max: RENEWAL_LIMITS.reminderDay }), { max: RENEWAL_LIMITS.reminders }),
    // how many certificates and requests name it
    usedIn: integer({ readOnly: true }),
    templates: list(
      object({
        id: text(),
        type: choice(TEMPLATE_FILE_TYPES),
        fileName: text({ max: 255 }),
        size: integer(),
        contentType: text(),
        updatedAt: datetime(),
      }),
      { max: TEMPLATE_FILE_TYPES.length, readOnly: true },
    ),
  },
  display: 'name',
  list: { sort: { field: 'name', order: 'ASC' }, search: ['name'] },
});
