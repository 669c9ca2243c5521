import { MODULES, ORGANISATION_TYPES } from '../organisations';
import { LIMITS } from '../validation';
import { choice, choices, defineResource, email, reference, text } from './define';

/** The address and contact of an organisation, a site's as any other's. */
export const ADDRESS_FIELDS = {
  street: text(),
  houseNumber: text({ max: 20 }),
  zipCode: text({ max: 20 }),
  city: text(),
  country: text({ max: 60 }),
  contactName: text(),
  contactEmail: email(),
  phone: text({ max: 50 }),
} as const;

/**
 * Every organisation, for internal staff (the internal organisation's module): administrators
 * (or manage on all) create and edit them, every internal user reads them. A row is its own
 * owner (`organisationId` is its id), so audit rows land on the organisation changed. The type is
 * fixed once created: sites, requests and courses hang on it. Rules on parents, the internal
 * organisation and unique names: server/areas/people/organisations.ts.
 */
export const organisations = defineResource({
  name: 'organisations',
  owner: 'organisationId',
  module: 'internal',
  softDelete: true,
  access: [
    { reach: 'own', actions: ['read'] },
    { feature: 'all', reach: 'own' },
  ],
  fields: {
    name: text({ max: LIMITS.name, required: true }),
    type: choice(ORGANISATION_TYPES, { required: true, createOnly: true }),
    parentId: reference('organisations'),
    parentName: text({ readOnly: true }),
    modules: choices(MODULES),
    ...ADDRESS_FIELDS,
  },
  display: 'name',
  list: {
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'city', 'zipCode', 'contactName', 'contactEmail'],
    filters: ['type', 'parentId'],
  },
});
