import { COURSE_ORGANISERS } from '../courses';
import { defineResource, text } from './define';

/** The roles instructors take on in a course (lead instructor, co-instructor, ...). */
export const instructorTypes = defineResource({
  name: 'instructor-types',
  owner: 'organisationId',
  softDelete: true,
  access: COURSE_ORGANISERS,
  fields: { name: text({ max: 100, required: true, unique: true }) },
  display: 'name',
  list: { sort: { field: 'name', order: 'ASC' }, search: ['name'] },
});
