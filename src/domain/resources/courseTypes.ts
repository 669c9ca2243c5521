import { defineResource, text, type Grant } from './define';

/** Course organisation's master data: a site's own, or all sites of an ITC for its staff. */
export const COURSE_MASTER_DATA_ACCESS: readonly Grant[] = [
  { feature: 'its_courses', reach: 'own' },
  { feature: 'itc_courses', reach: 'itc' },
];

/** The kinds of course a site runs (BLS Provider, ...); every course has one. */
export const courseTypes = defineResource({
  name: 'course-types',
  owner: 'organisationId',
  softDelete: true,
  access: COURSE_MASTER_DATA_ACCESS,
  fields: { name: text({ max: 100, required: true, unique: true }) },
  display: 'name',
  list: { sort: { field: 'name', order: 'ASC' }, search: ['name'] },
});
