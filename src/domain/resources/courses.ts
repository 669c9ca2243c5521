import {
  COURSE_FORMATS,
  COURSE_LANGUAGES,
  COURSE_LIMITS,
  COURSE_ORGANISERS,
  COURSE_STATUSES,
  hiddenCourseFields,
  TRAINER_ORIGINS,
  TRAINER_TYPES,
} from '../courses';
import { BULK_MAX } from '../bulk';
import { PASTED_COLUMNS, PASTED_MAX_ROWS } from '../participantList';
import { PROFILE_LIMITS } from '../profiles';
import {
  boolean,
  choice,
  choices,
  date,
  defineResource,
  integer,
  list,
  number,
  object,
  reference,
  text,
} from './define';

const trainer = object({
  id: reference('course-trainers'),
  instructorProfileId: reference('instructor-profiles'),
  instructorType: choice(TRAINER_TYPES, { required: true }),
  origin: choice(TRAINER_ORIGINS, { required: true }),
  name: text({ max: PROFILE_LIMITS.name }),
  ahaInstructorId: text({ max: PROFILE_LIMITS.ahaInstructorId }),
  instructorName: text({ readOnly: true }),
  instructorOrganisationName: text({ readOnly: true }),
});

/** A pasted row of a person: the columns a participant list carries (participantList.ts). */
const pastedRow = object(Object.fromEntries(PASTED_COLUMNS.map((column) => [column, text({ max: 1000 })])));

const participant = object({
  id: reference('course-participants'),
  sequenceNumber: integer({ min: 1, max: 10000 }),
  participantProfileId: reference('participant-profiles', { required: true }),
  orderNumber: text({ max: COURSE_LIMITS.number }),
  grouping: text({ max: COURSE_LIMITS.name }),
  comment: text({ max: COURSE_LIMITS.comment }),
  price: number({ min: 0, max: COURSE_LIMITS.maxPrice }),
  title: text({ readOnly: true }),
  firstName: text({ readOnly: true }),
  lastName: text({ readOnly: true }),
  email: text({ readOnly: true }),
});

/**
 * Courses (§3) with their trainers and participants, in the scopes its, itc and my: written as one,
 * status one step at a time (src/domain/courses.ts). A trainer of another organisation reaches the
 * courses he trains in (`my`), and sees their schedule only.
 */
export const courses = defineResource({
  name: 'courses',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: false,
  access: [
    ...COURSE_ORGANISERS,
    // whoever trains in a course reads it (My courses), whatever his features
    { reach: 'my', actions: ['read'] },
  ],
  fields: {
    // required: the server says so, or that the organisation has no course types yet (NO_COURSE_TYPES)
    courseTypeId: reference('course-types'),
    venueId: reference('venues'),
    date: date(),
    startDate: date({ required: true }),
    endDate: date(),
    time: text({ max: COURSE_LIMITS.time }),
    courseFormat: choice(COURSE_FORMATS),
    doctorName: text({ max: COURSE_LIMITS.name }),
    numberOfParticipants: integer({ min: 0, max: COURSE_LIMITS.maxParticipants }),
    targetGroup: text({ max: COURSE_LIMITS.text }),
    customer: text({ max: COURSE_LIMITS.text }),
    order: text({ max: COURSE_LIMITS.text }),
    projectNumber: text({ max: COURSE_LIMITS.number }),
    invoiceNumber: text({ max: COURSE_LIMITS.number }),
    expectedRevenue: number({ min: 0, max: COURSE_LIMITS.maxMoney }),
    courseLanguages: choices(COURSE_LANGUAGES),
    courseLeader: text({ max: COURSE_LIMITS.name }),
    // a new course starts as NEW; an update may take one step (or use the status action)
    status: choice(COURSE_STATUSES),
    // a single course answers them; a trainer of another organisation does not see its participants
    trainers: list(trainer, { max: COURSE_LIMITS.maxRows, detailOnly: true }),
    participants: list(participant, { max: COURSE_LIMITS.maxParticipants, detailOnly: true }),
    // a participant list pasted into a course not saved yet (issue 25.5): on creating, the missing
    // profiles are made and everyone joins after the participants above, as `add-participants` does
    newParticipants: list(pastedRow, { max: PASTED_MAX_ROWS, createOnly: true, writeOnly: true }),
    courseTypeName: text({ readOnly: true }),
    venueName: text({ readOnly: true }),
    participantCount: integer({ readOnly: true }),
    instructorCount: integer({ readOnly: true }),
    traineeCount: integer({ readOnly: true }),
    trainerNames: text({ readOnly: true }),
    /** A trainer's view of another organisation's course: schedule only. */
    trainerView: boolean({ readOnly: true }),
    editable: boolean({ readOnly: true, derived: true }),
  },
  // a trainer of another organisation: schedule only (TRAINER_VIEW_HIDDEN)
  hidden: hiddenCourseFields,
  display: 'courseTypeName',
  list: {
    sort: { field: 'startDate', order: 'DESC' },
    search: [
      'courseTypeName',
      'venueName',
      'customer',
      'order',
      'projectNumber',
      'invoiceNumber',
      'courseLeader',
      'doctorName',
      'targetGroup',
      'trainerNames',
    ],
    filters: ['status', 'courseTypeId', 'venueId', 'courseFormat'],
    ranges: ['startDate'],
  },
  actions: {
    // one step forward or back (COURSE_TRANSITIONS)
    status: { action: 'update', body: { status: choice(COURSE_STATUSES, { required: true }) } },
    // a pasted participant list (`?dryRun=true` previews it): missing profiles are created, all rows added
    'add-participants': {
      action: 'update',
      body: { rows: list(pastedRow, { max: PASTED_MAX_ROWS, required: true }) },
    },
    // the same preview for a course not saved yet, at the organisation it is to be created in
    'check-participants': {
      action: 'create',
      collection: true,
      body: {
        organisationId: reference('organisations', { required: true }),
        rows: list(pastedRow, { max: PASTED_MAX_ROWS, required: true }),
      },
    },
    // many courses one step to `status` (`POST /courses/bulk-status`): each by the rules of `status`
    'bulk-status': {
      action: 'update',
      collection: true,
      versions: true,
      body: {
        status: choice(COURSE_STATUSES, { required: true }),
        ids: list(reference('courses'), { max: BULK_MAX, required: true }),
      },
    },
    // DONE back to FOLLOWUP: internal administrators only (canReopenCourse), checked by the handler
    reopen: { action: 'update' },
  },
});
