/** English texts of course organisation: resources (fields, empty and read-permission messages). */
export const courses = {
  resources: {
    'course-types': {
      name: 'Course type |||| Course types',
      fields: { name: 'Name', organisationName: 'Organisation' },
      empty: 'No course types yet.',
      no_read: 'You may not see the course types.',
    },
    venues: {
      name: 'Venue |||| Venues',
      fields: { name: 'Name', address: 'Address', comment: 'Comment', organisationName: 'Organisation' },
      empty: 'No venues yet.',
      no_read: 'You may not see the venues.',
    },
    'instructor-types': {
      name: 'Instructor type |||| Instructor types',
      fields: { name: 'Name', organisationName: 'Organisation' },
      empty: 'No instructor types yet.',
      no_read: 'You may not see the instructor types.',
    },
  },
};
