import { sql, type SqlBool } from 'kysely';
import { today } from '../../../src/domain/certificates';
import { canReopenCourse, heldGrants } from '../../../src/domain/access';
import {
  COURSE_FIELDS,
  COURSE_REOPEN_TO,
  isCourseDeletable,
  isCourseEditable,
  type CourseStatus,
} from '../../../src/domain/courses';
import { COURSE_TIMINGS, type CourseTiming } from '../../../src/domain/listFilters';
import type { PastedRow } from '../../../src/domain/participantList';
import type { SessionUser } from '../../../src/domain/session';
import { contains, inOrganisations, reaches, scopeOf, type Organisations } from '../../auth/scope';
import { conflict, forbidden } from '../../http/errors';
import type { ResourceExtension, Row } from '../../resources/extension';
import { audit } from '../../services/audit';
import {
  courseChildren,
  courseRows,
  existingChildren,
  followUpOverdueSql,
  trainerOf,
  type CourseCondition,
  type CourseRow,
} from './queries';
import {
  checkCourse,
  checkCourseRules,
  checkDates,
  checkTransition,
  writeCourseChildren,
  type CourseValues,
} from './rules';
import type { ParticipantInput, TrainerInput } from './members';
import { bulkStatus } from './bulkStatus';
import { addParticipants, addPastedOnCreate, checkParticipants } from './pastedParticipants';
import { stepStatus } from './statusStep';
import { trainerLookup } from './trainerLookup';

/**
 * Courses with their trainers and participants, in the scopes its, itc and my: a course and what
 * belongs to it are written as one, its status one step at a time (src/domain/courses.ts).
 */

/** The organisations whose courses the user's course features reach for `action` (not the courses he trains in). */
const featureOrganisations = (user: SessionUser, action: string): Organisations | undefined =>
  scopeOf(
    user,
    heldGrants(user, 'courses', action).filter((grant) => grant.reach !== 'my'),
  )?.organisations;

/**
 * Which courses the user sees whole: those of the organisations his course features let him read,
 * and his own organisation's. Of the others he only trains in them: he sees their schedule.
 */
function wholeCourse(user: SessionUser): CourseCondition {
  const organisations = featureOrganisations(user, 'read');
  const own = user.organisation.id;
  return (c) =>
    organisations
      ? sql<SqlBool>`(${inOrganisations(c.organisationId, organisations)} OR ${sql.ref(c.organisationId)} = ${own})`
      : sql<SqlBool>`${sql.ref(c.organisationId)} = ${own}`;
}

/** The writable course columns of a body (texts trimmed already; no languages is an empty list). */
const courseValues = (values: Record<string, unknown>): CourseValues =>
  Object.fromEntries(
    COURSE_FIELDS.filter((field) => field in values).map((field) => [
      field,
      field === 'courseLanguages' ? (values[field] ?? []) : values[field],
    ]),
  );

export const courses: ResourceExtension = {
  name: 'courses',
  rows: (db, { user, scope }) =>
    courseRows(db, (c) => reaches(scope, c.organisationId, (userId) => trainerOf(c.id, userId)), wholeCourse(user)),
  lock: async (trx, id) => {
    await trx.selectFrom('courses').select('id').where('id', '=', id).forUpdate().execute();
  },
  columns: { organisationName: 'r.organisationName' },
  // a status sorts by its place in the workflow
  sort: { status: 'r.statusRank' },
  filters: {
    // not yet over (running today counts) or over: the list's upcoming/past switch
    timing: {
      type: { enum: COURSE_TIMINGS },
      where: (timing: CourseTiming) =>
        timing === 'past'
          ? sql<SqlBool>`coalesce(r.end_date, r.start_date) < ${today()}`
          : sql<SqlBool>`coalesce(r.end_date, r.start_date) >= ${today()}`,
    },
    startDateFrom: { type: 'date', where: (day: string) => sql<SqlBool>`r.start_date >= ${day}` },
    startDateTo: { type: 'date', where: (day: string) => sql<SqlBool>`r.start_date <= ${day}` },
    instructorProfileId: {
      type: 'uuid',
      where: (id: string) =>
        sql<SqlBool>`EXISTS (SELECT 1 FROM course_trainers t WHERE t.course_id = r.id AND t.instructor_profile_id = ${id})`,
    },
    // in FOLLOWUP past its type's follow-up days (false: all others)
    followUpOverdue: {
      type: 'boolean',
      where: (overdue: boolean) => sql<SqlBool>`${followUpOverdueSql(today())} = ${overdue}`,
    },
    participantProfileId: {
      type: 'uuid',
      // a trainer's view of a course has no participants, not even to filter by
      where: (id: string) =>
        sql<SqlBool>`NOT r.trainer_view AND EXISTS (SELECT 1 FROM course_participants cp WHERE cp.course_id = r.id AND cp.participant_profile_id = ${id})`,
    },
  },
  detail: (db, row) => courseChildren(db, row as CourseRow),
  /** Whether the caller may change the course: an update feature reaching its organisation, and not DONE. */
  toApi(row, user) {
    const organisations = featureOrganisations(user, 'update');
    const organisation = { id: row.organisationId as string, parentId: row.organisationParentId as string | null };
    return {
      ...row,
      editable:
        !!organisations && isCourseEditable(row.status as CourseStatus) && contains(organisations, organisation),
    };
  },
  async create(context, values, organisationId) {
    const { trx } = context;
    // a new course starts as NEW
    if (values.status && values.status !== 'NEW') throw conflict('COURSE_ILLEGAL_TRANSITION');
    const course = courseValues(values);
    checkDates(course.startDate, course.endDate);
    const trainers = (values.trainers as TrainerInput[] | undefined) ?? [];
    const participants = (values.participants as ParticipantInput[] | undefined) ?? [];
    const resolved = await checkCourse(
      trx,
      organisationId,
      course,
      trainers,
      participants,
      trainerLookup(context, organisationId),
    );
    const { id } = await trx
      .insertInto('courses')
      .values({ ...course, organisationId, status: 'NEW' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeCourseChildren(trx, id, organisationId, resolved);
    await addPastedOnCreate(trx, context.request.user, id, (values.newParticipants as PastedRow[] | undefined) ?? []);
    return id;
  },
  async update(context, before, values) {
    const { trx } = context;
    const status = before.status as CourseStatus;
    if (!isCourseEditable(status)) throw conflict('COURSE_DONE');
    const course = courseValues(values);
    const dates = {
      startDate: 'startDate' in course ? course.startDate : before.startDate,
      endDate: 'endDate' in course ? course.endDate : before.endDate,
    };
    if (values.status) checkTransition(status, values.status as CourseStatus, dates);
    checkDates(dates.startDate, dates.endDate);
    const resolved = await checkCourse(
      trx,
      before.organisationId as string,
      course,
      values.trainers as TrainerInput[] | undefined,
      values.participants as ParticipantInput[] | undefined,
      trainerLookup(context, before.organisationId as string),
      {
        ...(await existingChildren(trx, before.id)),
        courseTypeId: before.courseTypeId as string,
        venueId: before.venueId as string | null,
      },
    );
    await trx
      .updateTable('courses')
      .set({ ...course, ...(values.status ? { status: values.status } : {}), updatedAt: new Date() } as never)
      .where('id', '=', before.id)
      .execute();
    await writeCourseChildren(trx, before.id, before.organisationId as string, resolved);
    // on the type, trainers and participants the course now has; a refusal rolls the update back
    if (values.status) await checkCourseRules(trx, before.id, status, values.status as CourseStatus);
  },
  // only a NEW course goes (with its trainers and participants); later ones are kept as a record
  async remove({ trx }, before) {
    if (!isCourseDeletable(before.status as CourseStatus)) throw conflict('COURSE_NOT_NEW');
    await trx.deleteFrom('courses').where('id', '=', before.id).execute();
    return before;
  },
  actions: {
    'add-participants': addParticipants,
    'check-participants': checkParticipants,
    status: {
      /** The workflow step (DESIGN §5): one step forward or back, not ahead of the course's dates; DONE is final. */
      async handle(request, _reply, { app, row, answer }) {
        const id = (request.params as { id: string }).id;
        const to = (request.body as { status: CourseStatus }).status;
        await app.db.transaction().execute(async (trx) => stepStatus(trx, request.user, await row(trx, id, true), to));
        return answer(id);
      },
    },
    'bulk-status': bulkStatus,
    reopen: {
      /** DONE back to the status it came from, by an internal administrator only, audited. */
      async handle(request, _reply, { app, row, answer }) {
        if (!canReopenCourse(request.user)) throw forbidden();
        const id = (request.params as { id: string }).id;
        await app.db.transaction().execute(async (trx) => {
          const current: Row = await row(trx, id, true);
          if (current.status !== 'DONE') throw conflict('COURSE_NOT_DONE');
          await trx
            .updateTable('courses')
            .set({ status: COURSE_REOPEN_TO, updatedAt: new Date() })
            .where('id', '=', id)
            .execute();
          await audit(trx, {
            organisationId: current.organisationId as string,
            userId: request.user.id,
            entity: 'courses',
            entityId: id,
            action: 'reopen',
            before: { status: 'DONE' },
            after: { status: COURSE_REOPEN_TO },
          });
        });
        return answer(id);
      },
    },
  },
};
