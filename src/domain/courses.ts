import type { Grant } from './resources/define';

/**
 * Courses (§3, §4 and DESIGN §5): statuses and the one table of allowed status moves, trainer
 * types and origins, course formats and languages, and the course-specific error answers. The
 * server enforces these rules; the course form reads the same table to offer the next steps.
 */

export const COURSE_STATUSES = ['NEW', 'PLANNING', 'PREPARATION', 'EXECUTION', 'FOLLOWUP', 'DONE'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export interface CourseTransition {
  to: CourseStatus;
  direction: 'forward' | 'back';
}

/** A course moves one step forward or one step back; DONE is final. */
export const COURSE_TRANSITIONS: Record<CourseStatus, readonly CourseTransition[]> = {
  NEW: [{ to: 'PLANNING', direction: 'forward' }],
  PLANNING: [
    { to: 'PREPARATION', direction: 'forward' },
    { to: 'NEW', direction: 'back' },
  ],
  PREPARATION: [
    { to: 'EXECUTION', direction: 'forward' },
    { to: 'PLANNING', direction: 'back' },
  ],
  EXECUTION: [
    { to: 'FOLLOWUP', direction: 'forward' },
    { to: 'PREPARATION', direction: 'back' },
  ],
  FOLLOWUP: [
    { to: 'DONE', direction: 'forward' },
    { to: 'EXECUTION', direction: 'back' },
  ],
  DONE: [],
};

export const isCourseStatus = (value: unknown): value is CourseStatus =>
  COURSE_STATUSES.includes(value as CourseStatus);

export const canMoveCourse = (from: CourseStatus, to: CourseStatus) =>
  COURSE_TRANSITIONS[from].some((t) => t.to === to);

/**
 * What the calendar allows (§5, issue 12.6): a course is in execution from its start date on and
 * done from its end date on (its start date when it has none). Moving back is never held up.
 * Answers why a step must wait, or null; `today` is an ISO day.
 */
export type CourseDateBlock = 'not_started' | 'not_ended';

export function courseDateBlock(
  to: CourseStatus,
  course: { startDate?: unknown; endDate?: unknown },
  today: string,
): CourseDateBlock | null {
  const start = typeof course.startDate === 'string' ? course.startDate : null;
  const end = typeof course.endDate === 'string' && course.endDate ? course.endDate : start;
  if (to === 'EXECUTION' && start && today < start) return 'not_started';
  if (to === 'DONE' && end && today < end) return 'not_ended';
  return null;
}

/** The day a blocked step becomes possible. */
export const courseDateBlockDay = (block: CourseDateBlock, course: { startDate?: unknown; endDate?: unknown }) =>
  String(block === 'not_started' ? course.startDate : course.endDate || course.startDate);

/**
 * Course rules of a course type (issue 15.3): at most `maxParticipants` participants, at most
 * `participantsPerInstructor` per instructor (trainees counted as instructors when
 * `traineesCount`), and follow-up done within `followUpDays` of the course's end. null: no rule.
 */
export interface CourseTypeRules {
  maxParticipants?: number | null;
  participantsPerInstructor?: number | null;
  traineesCount?: boolean | null;
  followUpDays?: number | null;
}

/**
 * Who organises courses: a site's staff its own (its_courses), an ITC's staff those of all its
 * sites (itc_courses). The course master data (course types, instructor types, venues) is theirs too.
 */
export const COURSE_ORGANISERS: readonly Grant[] = [
  { feature: 'its_courses', reach: 'own' },
  { feature: 'itc_courses', reach: 'itc' },
];

/** The limits a course type sets, for database, schemas and forms alike. */
export const COURSE_TYPE_LIMITS = {
  maxParticipants: 1000,
  participantsPerInstructor: 1000,
  followUpDays: 365,
} as const;

/** A broken course rule: the number the course has and the most the type allows. */
export interface CourseRuleBreach {
  rule: 'max_participants' | 'participants_per_instructor';
  count: number;
  allowed: number;
}

/**
 * The rules a course breaks with these numbers of participants, instructors and trainees. While
 * planning they are warnings; the step to EXECUTION is refused while any is broken (both are hard).
 */
export function courseRuleBreaches(
  rules: CourseTypeRules | null | undefined,
  counts: { participants: number; instructors: number; trainees: number },
): CourseRuleBreach[] {
  const breaches: CourseRuleBreach[] = [];
  if (!rules) return breaches;
  if (rules.maxParticipants != null && counts.participants > rules.maxParticipants)
    breaches.push({ rule: 'max_participants', count: counts.participants, allowed: rules.maxParticipants });
  if (rules.participantsPerInstructor != null) {
    const trainers = counts.instructors + (rules.traineesCount ? counts.trainees : 0);
    const allowed = trainers * rules.participantsPerInstructor;
    if (counts.participants > allowed)
      breaches.push({ rule: 'participants_per_instructor', count: counts.participants, allowed });
  }
  return breaches;
}

/** The trainers of a course counted by type, as courseRuleBreaches takes them. */
export const countTrainers = (trainers: readonly { instructorType?: unknown }[] | undefined) => ({
  instructors: countInstructors(trainers),
  trainees: (trainers ?? []).filter((t) => t?.instructorType === 'trainee').length,
});

/** The day by which a course's follow-up should be done: its end (else start) plus the type's days. */
export function followUpDue(
  course: { startDate?: unknown; endDate?: unknown },
  followUpDays: number | null | undefined,
) {
  const end = typeof course.endDate === 'string' && course.endDate ? course.endDate : course.startDate;
  if (followUpDays == null || typeof end !== 'string') return null;
  const day = new Date(`${end}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + followUpDays);
  return day.toISOString().slice(0, 10);
}

/** Follow-up overdue: the course is in FOLLOWUP and its due day has passed (the SQL twin is in the courses extension). */
export const isFollowUpOverdue = (
  course: { status?: unknown; startDate?: unknown; endDate?: unknown },
  followUpDays: number | null | undefined,
  today: string,
) => {
  const due = course.status === 'FOLLOWUP' ? followUpDue(course, followUpDays) : null;
  return due !== null && due < today;
};

/**
 * Reopening takes a DONE course back to the status it came from (only FOLLOWUP leads to DONE);
 * who may do it is decided in access.ts (canReopenCourse).
 */
export const COURSE_REOPEN_TO: CourseStatus = 'FOLLOWUP';

/** A DONE course is final: it can no longer be changed (until an internal administrator reopens it). */
export const isCourseEditable = (status: CourseStatus) => status !== 'DONE';

/** Only a course that is still NEW can be deleted (later ones are kept as a record). */
export const isCourseDeletable = (status: CourseStatus) => status === 'NEW';

/** A course trainer is an instructor or a trainee (§3 Course instructor). */
export const TRAINER_TYPES = ['instructor', 'trainee'] as const;
export type TrainerType = (typeof TRAINER_TYPES)[number];

/**
 * Where a trainer comes from: an instructor profile of the course's organisation, an instructor
 * of another organisation (found by his AHA instructor id) or just a name (free text).
 */
export const TRAINER_ORIGINS = ['own_organisation', 'other_organisation', 'free_text'] as const;
export type TrainerOrigin = (typeof TRAINER_ORIGINS)[number];

/** §5: a course needs at least this many trainers of type instructor. */
export const MIN_COURSE_INSTRUCTORS = 1;

export const countInstructors = (trainers: readonly { instructorType?: unknown }[] | undefined) =>
  (trainers ?? []).filter((t) => t?.instructorType === 'instructor').length;

/**
 * A trainer named in a course of another organisation sees what he needs to train: its schedule
 * (type, venue, dates, time, format, languages, leader, status, trainers). He does not see its
 * business, which these fields hold, nor its participants (`trainerView` marks such a course).
 * Whoever may read the course's organisation, or belongs to it, sees the whole course.
 */
export const COURSE_BUSINESS_FIELDS = [
  'customer',
  'order',
  'date',
  'projectNumber',
  'invoiceNumber',
  'expectedRevenue',
] as const;
export type CourseBusinessField = (typeof COURSE_BUSINESS_FIELDS)[number];

/** What a trainer's view of a course leaves out: its business and its participants. */
export const TRAINER_VIEW_HIDDEN = [...COURSE_BUSINESS_FIELDS, 'participants'] as const;

/** The fields of a course its reader may not see, told by the course as read for him. */
export const hiddenCourseFields = (course: { trainerView?: unknown }): readonly string[] =>
  course.trainerView ? TRAINER_VIEW_HIDDEN : [];

/**
 * A trainer of another organisation is named by his AHA instructor id among the instructors of
 * the course's network: its ITC and the ITC's training sites. An id held outside answers like an
 * unknown one, so ids cannot be probed for the names and sites of other networks. The network is
 * named by its ITC: the course's organisation itself if it is one, else its parent.
 */
export const courseNetworkOf = (organisation: { id: string; type: string; parentId: string | null }) =>
  organisation.type === 'itc' ? organisation.id : (organisation.parentId ?? organisation.id);

export const COURSE_FORMATS = ['ONSITE', 'ONLINE', 'BLENDED'] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];

/** Languages a course can be held in (ISO 639-1). */
export const COURSE_LANGUAGES = ['de', 'en', 'fr', 'it', 'es', 'tr', 'pl', 'ru', 'uk', 'ar'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

/** Length and number limits of course fields, for database, schemas and forms alike. */
export const COURSE_LIMITS = {
  time: 50,
  text: 200,
  name: 100,
  number: 50,
  comment: 2000,
  maxParticipants: 1000,
  maxMoney: 9_999_999.99,
  maxPrice: 99_999.99,
  maxRows: 200,
} as const;

/** The scopes of the course list (§2: its, itc, my; without one, all the caller may read). */
export const COURSE_SCOPES = ['its', 'itc', 'my'] as const;
export type CourseScope = (typeof COURSE_SCOPES)[number];

/** The course columns a client may write (besides trainers, participants and status). */
export const COURSE_FIELDS = [
  'courseTypeId',
  'venueId',
  'date',
  'startDate',
  'endDate',
  'time',
  'courseFormat',
  'doctorName',
  'numberOfParticipants',
  'targetGroup',
  'customer',
  'order',
  'projectNumber',
  'invoiceNumber',
  'expectedRevenue',
  'courseLanguages',
  'courseLeader',
] as const;
export type CourseField = (typeof COURSE_FIELDS)[number];

/** What a duplicated course takes over: the settings, not its dates or invoice (nor status and participants). */
export const COPIED_COURSE_FIELDS = COURSE_FIELDS.filter(
  (field) => !['date', 'startDate', 'endDate', 'invoiceNumber'].includes(field),
);
