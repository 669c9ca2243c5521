import { COURSE_ORGANISERS } from '../courses';
import { defineResource, text } from './define';

/** The places where a site's courses take place. */
export const venues = defineResource({
  name: 'venues',
  owner: 'organisationId',
  softDelete: true,
  access: COURSE_ORGANISERS,
  fields: {
    name: text({ max: 100, required: true, unique: true }),
    address: text({ max: 500, multiline: true }),
    comment: text({ max: 2000, multiline: true }),
  },
  display: 'name',
  bulkEdit: ['address', 'comment'],
  list: { sort: { field: 'name', order: 'ASC' }, search: ['name', 'address', 'comment'] },
});
