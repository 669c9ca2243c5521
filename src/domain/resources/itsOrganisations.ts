import { MODULES } from '../organisations';
import { LIMITS } from '../validation';
import { choices, defineResource, integer, text } from './define';
import { ADDRESS_FIELDS } from './organisations';

/** Modules a training site can have (`internal` marks the internal organisation only). */
export const SITE_MODULES = MODULES.filter((module) => module !== 'internal');

/**
 * The training sites (ITS) an ITC supervises (`/itc/organisations`): an ITC reaches its own
 * sites, internal staff all; a site is named once per ITC. Sites are not deleted here.
 */
export const itsOrganisations = defineResource({
  name: 'its-organisations',
  owner: 'parentId',
  routing: 'routeTable',
  softDelete: true,
  access: [{ feature: 'itc_organisations_its', reach: 'itc' }],
  operations: { delete: false },
  fields: {
    name: text({ max: LIMITS.name, required: true, unique: true }),
    ...ADDRESS_FIELDS,
    modules: choices(SITE_MODULES),
    type: text({ readOnly: true }),
    instructorCount: integer({ readOnly: true }),
  },
  display: 'name',
  list: {
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'city', 'zipCode', 'street', 'contactName', 'contactEmail'],
  },
});
