/** English texts of the venues: the resource (fields, empty and read-permission messages) and its menu entry. */
export default {
  resources: {
    venues: {
      name: 'Venue |||| Venues',
      fields: { name: 'Name', address: 'Address', comment: 'Comment', organisationName: 'Organisation' },
      empty: 'No venues yet.',
      empty_hint: 'Venues are the places where your courses take place; the course form offers them.',
      no_read: 'You may not see the venues.',
    },
  },
  menu: { venues: 'Venues' },
};
