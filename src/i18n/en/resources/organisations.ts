import { ADDRESS_FIELDS, MODULES } from '../certification';

const TYPES = {
  organisation: 'Organisation',
  internal: 'Internal',
  distributor: 'Distributor',
  education_center: 'Education center',
  its: 'Training site (ITS)',
  itc: 'Certifying body (ITC)',
};

/** English texts of every organisation for internal staff: the resource, its types and its menu entry. */
export default {
  resources: {
    organisations: {
      name: 'Organisation |||| Organisations',
      choices: { type: TYPES, modules: MODULES },
      fields: {
        name: 'Name',
        type: 'Type',
        parentId: 'Parent organisation',
        parentName: 'Parent organisation',
        modules: 'Modules',
        module: 'Module',
        ...ADDRESS_FIELDS,
        organisationName: 'Organisation',
      },
      types: TYPES,
      parent_its: 'A training site belongs to a certifying body (ITC).',
      type_fixed: 'The type is chosen once, when the organisation is created.',
      empty: 'No organisations match.',
      empty_hint: 'Organisations are the customers, sites and certifying bodies whose users work in the app.',
      no_read: 'You may not see the organisations.',
    },
  },
  menu: { organisations: 'Organisations' },
};
