import { COURSE_ORGANISERS, COURSE_TYPE_LIMITS } from '../courses';
import { boolean, defineResource, integer, text } from './define';

/**
 * The kinds of course a site runs (BLS Provider, ...); every course has one. Its rules (issue 15.3,
 * CourseTypeRules in src/domain/courses.ts) are optional: empty means no limit.
 */
export const courseTypes = defineResource({
  name: 'course-types',
  owner: 'organisationId',
  softDelete: true,
  access: COURSE_ORGANISERS,
  fields: {
    name: text({ max: 100, required: true, unique: true }),
    maxParticipants: integer({ min: 1, max: COURSE_TYPE_LIMITS.maxParticipants }),
    participantsPerInstructor: integer({ min: 1, max: COURSE_TYPE_LIMITS.participantsPerInstructor }),
    traineesCount: boolean(),
    followUpDays: integer({ min: 0, max: COURSE_TYPE_LIMITS.followUpDays }),
  },
  display: 'name',
  bulkEdit: ['maxParticipants', 'participantsPerInstructor', 'traineesCount', 'followUpDays'],
  list: { sort: { field: 'name', order: 'ASC' }, search: ['name'] },
});
