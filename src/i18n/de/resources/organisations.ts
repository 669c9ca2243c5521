import type { Shape } from '../../shape';
import type english from '../../en/resources/organisations';
import { ADDRESS_FIELDS, MODULES } from '../certification';

const TYPES = {
  organisation: 'Organisation',
  internal: 'Intern',
  distributor: 'Vertriebspartner',
  education_center: 'Bildungszentrum',
  its: 'Trainingszentrum (ITS)',
  itc: 'Zertifizierungsstelle (ITC)',
};

/** German texts of every organisation for internal staff: the resource, its types and its menu entry. */
const texts: Shape<typeof english> = {
  resources: {
    organisations: {
      name: 'Organisation |||| Organisationen',
      choices: { type: TYPES, modules: MODULES },
      fields: {
        name: 'Name',
        type: 'Art',
        parentId: 'Übergeordnete Organisation',
        parentName: 'Übergeordnete Organisation',
        modules: 'Module',
        module: 'Modul',
        ...ADDRESS_FIELDS,
        organisationName: 'Organisation',
      },
      types: TYPES,
      parent_its: 'Ein Trainingszentrum gehört zu einer Zertifizierungsstelle (ITC).',
      type_fixed: 'Die Art wird einmal beim Anlegen der Organisation festgelegt.',
      empty: 'Keine passenden Organisationen.',
      empty_hint:
        'Organisationen sind die Kunden, Standorte und Zertifizierungsstellen, deren Benutzer mit der Anwendung arbeiten.',
      no_read: 'Sie dürfen die Organisationen nicht sehen.',
    },
  },
  menu: { organisations: 'Organisationen' },
};

export default texts;
