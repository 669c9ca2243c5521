import { COURSE_MASTER_DATA_ACCESS } from './courseTypes';
import { defineResource, text } from './define';

/** The roles instructors take on in a course (lead instructor, co-instructor, ...). */
export const instructorTypes = defineResource({
  name: 'instructor-types',
  owner: 'organisationId',
  softDelete: true,
  access: COURSE_MASTER_DATA_ACCESS,
  fields: { name: text({ max: 100, required: true, unique: true }) },
  display: 'name',
  list: { sort: { field: 'name', order: 'ASC' }, search: ['name'] },
});
