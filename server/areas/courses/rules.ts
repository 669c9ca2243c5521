import { sql, type Kysely } from 'kysely';
import { ERRORS } from '../../../src/domain/errors';
import { today } from '../../../src/domain/certificates';
import {
  canMoveCourse,
  countInstructors,
  courseDateBlock,
  courseRuleBreaches,
  MIN_COURSE_INSTRUCTORS,
  type CourseRuleBreach,
  type CourseField,
  type CourseStatus,
} from '../../../src/domain/courses';
import { english } from '../../../src/domain/validation';
import type { Database } from '../../db/schema';
import { conflict, HttpError } from '../../http/errors';
import { hasLiveRows, liveRowOf } from '../../resources/writes/references';
import {
  FieldErrors,
  invalid,
  required,
  resolveParticipants,
  resolveTrainers,
  type Existing,
  type ParticipantInput,
  type TrainerInput,
  type TrainerLookup,
} from './members';

/**
 * The rules of a course with its trainers and participants (§3, §5 and DESIGN §5), checked and
 * written inside the write's transaction: references of the course's organisation, at least one
 * instructor, status one step at a time, dates in order.
 */
type Db = Kysely<Database>;

export type CourseValues = Partial<Record<CourseField, unknown>>;

/**
 * Checks the course values and resolves trainers and participants to rows ready to insert. Every
 * reference must belong to the course's organisation (deleted profiles, types and venues only if
 * the course had them already); an instructor of another organisation is found by his AHA id,
 * which names one profile across the product (migration 046).
 * Throws 409 without any course type, 400 with field messages otherwise.
 */
export async function checkCourse(
  db: Db,
  organisationId: string,
  values: CourseValues,
  trainers: TrainerInput[] | undefined,
  participants: ParticipantInput[] | undefined,
  lookup: TrainerLookup,
  existing: Existing = { trainers: [], participants: [] },
) {
  const errors = new FieldErrors();

  if ('courseTypeId' in values || existing.courseTypeId === undefined) {
    if (!values.courseTypeId) {
      if (!(await hasLiveRows(db, 'courseTypes', organisationId)))
        throw conflict('NO_COURSE_TYPES', ERRORS.NO_COURSE_TYPES, {
          courseTypeId: english({ key: 'noCourseTypes' }),
        });
      errors.add('courseTypeId', required);
    } else if (values.courseTypeId !== existing.courseTypeId) {
      if (!(await liveRowOf(db, 'courseTypes', values.courseTypeId as string, organisationId)))
        errors.add('courseTypeId', invalid);
    }
  }
  if (values.venueId && values.venueId !== existing.venueId) {
    if (!(await liveRowOf(db, 'venues', values.venueId as string, organisationId))) errors.add('venueId', invalid);
  }

  const trainerRows = trainers && (await resolveTrainers(db, organisationId, trainers, existing, errors, lookup));
  const participantRows =
    participants && (await resolveParticipants(db, organisationId, participants, existing, errors));

  if (trainers && countInstructors(trainers) < MIN_COURSE_INSTRUCTORS) {
    errors.add('trainers', { key: 'minInstructors', values: { n: MIN_COURSE_INSTRUCTORS } });
    errors.throwIfAny('NO_INSTRUCTOR', ERRORS.NO_INSTRUCTOR);
  }
  errors.throwIfAny();
  return { trainerRows, participantRows };
}

type Resolved = Awaited<ReturnType<typeof checkCourse>>;

/** Replaces the course's trainers and participants with the resolved rows (ids kept where sent back). */
export async function writeCourseChildren(
  trx: Db,
  courseId: string,
  organisationId: string,
  { trainerRows, participantRows }: Resolved,
) {
  if (trainerRows) {
    await trx.deleteFrom('courseTrainers').where('courseId', '=', courseId).execute();
    if (trainerRows.length)
      await trx
        .insertInto('courseTrainers')
        .values(trainerRows.map((row) => ({ ...row, courseId, organisationId })))
        .execute();
  }
  if (participantRows) {
    await trx.deleteFrom('courseParticipants').where('courseId', '=', courseId).execute();
    if (participantRows.length) {
      await trx
        .insertInto('courseParticipants')
        .values(participantRows.map((row) => ({ ...row, courseId, organisationId })))
        .execute();
    }
  }
}

/** The dates must be in order (checked on the values the course will have). */
export function checkDates(startDate: unknown, endDate: unknown) {
  if (typeof startDate === 'string' && typeof endDate === 'string' && endDate < startDate) {
    throw new HttpError(400, 'VALIDATION', undefined, { endDate: english({ key: 'endBeforeStart' }) });
  }
}

const DATE_BLOCKS = { not_started: 'COURSE_NOT_STARTED', not_ended: 'COURSE_NOT_ENDED' } as const;

/**
 * 409 unless the course may move from `from` to `to`: one step, DONE is final, and not ahead of
 * the calendar (execution from the start date, follow-up and done from the end date; `course` holds the dates
 * the course will have).
 */
export function checkTransition(
  from: CourseStatus,
  to: CourseStatus,
  course: { startDate?: unknown; endDate?: unknown },
  day = today(),
) {
  if (from === to) return;
  if (!canMoveCourse(from, to)) throw conflict('COURSE_ILLEGAL_TRANSITION');
  const block = courseDateBlock(to, course, day);
  if (block) throw conflict(DATE_BLOCKS[block]);
}

/** A broken rule in English, for the 409's message (the form words it from the same breach). */
const breachText = (b: CourseRuleBreach) =>
  b.rule === 'max_participants'
    ? `${b.count} participants, the course type allows ${b.allowed}.`
    : `${b.count} participants, the course type allows ${b.allowed} with these instructors.`;

/**
 * 409 when the course steps into EXECUTION while breaking a rule of its course type (issue 15.3),
 * checked on the participants and trainers it has in the transaction (after an update wrote them).
 * While planning the same rules are only warnings: saving is never held up.
 */
export async function checkCourseRules(db: Db, courseId: string, from: CourseStatus, to: CourseStatus) {
  if (to !== 'EXECUTION' || from === 'EXECUTION') return;
  const course = await db
    .selectFrom('courses as c')
    .innerJoin('courseTypes as ct', 'ct.id', 'c.courseTypeId')
    .select(['ct.maxParticipants', 'ct.participantsPerInstructor', 'ct.traineesCount'])
    .select([
      sql<number>`(SELECT count(*)::int FROM course_participants cp WHERE cp.course_id = c.id)`.as('participants'),
      sql<number>`(SELECT count(*)::int FROM course_trainers t WHERE t.course_id = c.id AND t.instructor_type = 'instructor')`.as(
        'instructors',
      ),
      sql<number>`(SELECT count(*)::int FROM course_trainers t WHERE t.course_id = c.id AND t.instructor_type = 'trainee')`.as(
        'trainees',
      ),
    ])
    .where('c.id', '=', courseId)
    .executeTakeFirstOrThrow();
  const breaches = courseRuleBreaches(course, course);
  if (breaches.length)
    throw conflict(
      'COURSE_RULE_BROKEN',
      `${ERRORS.COURSE_RULE_BROKEN} ${breaches.map(breachText).join(' ')}`,
      Object.fromEntries(breaches.map((b) => [b.rule, breachText(b)])),
    );
}
