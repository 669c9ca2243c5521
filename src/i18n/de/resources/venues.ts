import type { Shape } from '../../shape';
import type english from '../../en/resources/venues';

/** German texts of the venues: the resource and its menu entry. */
const texts: Shape<typeof english> = {
  resources: {
    venues: {
      name: 'Veranstaltungsort |||| Veranstaltungsorte',
      fields: { name: 'Name', address: 'Adresse', comment: 'Kommentar', organisationName: 'Organisation' },
      empty: 'Noch keine Veranstaltungsorte.',
      empty_hint:
        'Veranstaltungsorte sind die Orte, an denen Ihre Kurse stattfinden; das Kursformular bietet sie zur Auswahl an.',
      no_read: 'Sie dürfen die Veranstaltungsorte nicht sehen.',
    },
  },
  menu: { venues: 'Veranstaltungsorte' },
};

export default texts;
