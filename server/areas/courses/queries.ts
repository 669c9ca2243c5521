import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { COURSE_BUSINESS_FIELDS, type CourseBusinessField, type CourseStatus } from '../../../src/domain/courses';
import type { Database } from '../../db/schema';
import type { CourseTable } from '../../db/tables/courses';

/**
 * The SQL of courses, each shape once: the rows with the names and counts their tables show, a
 * course's trainers and participants, and who trains in a course.
 */
type Db = Kysely<Database>;

/** Which courses a reader sees whole, given the course's id and organisation columns. */
export type CourseCondition = (columns: { id: string; organisationId: string }) => Expression<SqlBool>;
export const everyCourse: CourseCondition = () => sql<SqlBool>`true`;

/** The courses a user trains in, through his participant and instructor profiles. */
export const trainerOf = (courseIdColumn: string, userId: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(courseIdColumn)} IN (
    SELECT t.course_id FROM course_trainers t
    JOIN instructor_profiles ip ON ip.id = t.instructor_profile_id
    JOIN participant_profiles pp ON pp.id = ip.participant_profile_id
    WHERE pp.user_id = ${userId})`;

/** A trainer's name: the linked participant's, or the free text. */
const trainerName = sql<string>`CASE WHEN pp.id IS NULL THEN t.name ELSE concat_ws(' ', pp.title, pp.first_name, pp.last_name) END`;

/** The course columns every reader sees; the others are COURSE_BUSINESS_FIELDS. */
const SCHEDULE_COLUMNS = [
  'id',
  'organisationId',
  'courseTypeId',
  'venueId',
  'startDate',
  'endDate',
  'time',
  'courseFormat',
  'doctorName',
  'numberOfParticipants',
  'targetGroup',
  'courseLanguages',
  'courseLeader',
  'status',
  'statusRank',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof CourseTable)[];
// A new course column must be sorted into one of the two lists before it can be read at all.
type Unsorted = Exclude<keyof CourseTable, (typeof SCHEDULE_COLUMNS)[number] | CourseBusinessField>;
const everyColumnSorted: [Unsorted] extends [never] ? true : Unsorted = true;
void everyColumnSorted;

/**
 * Every course with the names and counts its tables show, as the derived table `r`. Scope
 * conditions go on `c0` (the course) before the derived table, filters and order on `r`.
 * `wholeCourse` says which courses the reader sees whole; of the others (he only trains in them)
 * the business fields are NULL and `trainerView` is true, so search, filters and sorting on `r`
 * cannot reach them either.
 */
export function courseRows(db: Db, where: CourseCondition, wholeCourse: CourseCondition = everyCourse) {
  const columns = { id: 'c0.id', organisationId: 'c0.organisationId' };
  const whole = wholeCourse(columns);
  const base = db
    .selectFrom('courses as c0')
    .innerJoin('organisations as o', 'o.id', 'c0.organisationId')
    .select(SCHEDULE_COLUMNS.map((column) => `c0.${column}` as const))
    .select(COURSE_BUSINESS_FIELDS.map((field) => sql`CASE WHEN ${whole} THEN ${sql.ref(`c0.${field}`)} END`.as(field)))
    .select(sql<boolean>`NOT (${whole})`.as('trainerView'))
    .select(['o.name as organisationName', 'o.parentId as organisationParentId'])
    // names looked up per row, not joined: PostgreSQL then reads them for the page's rows only, where
    // joins hashed every course type and venue of the network first (a third of a page's time)
    .select([
      sql<string>`(SELECT ct.name FROM course_types ct WHERE ct.id = c0.course_type_id)`.as('courseTypeName'),
      sql<string | null>`(SELECT v.name FROM venues v WHERE v.id = c0.venue_id)`.as('venueName'),
    ])
    .select([
      sql<number>`(SELECT count(*) FROM course_participants cp WHERE cp.course_id = c0.id)`.as('participantCount'),
      sql<number>`(SELECT count(*) FROM course_trainers t WHERE t.course_id = c0.id AND t.instructor_type = 'instructor')`.as(
        'instructorCount',
      ),
      sql<number>`(SELECT count(*) FROM course_trainers t WHERE t.course_id = c0.id AND t.instructor_type = 'trainee')`.as(
        'traineeCount',
      ),
      sql<string>`(SELECT string_agg(${trainerName}, ', ' ORDER BY t.position) FROM course_trainers t
        LEFT JOIN instructor_profiles ip ON ip.id = t.instructor_profile_id
        LEFT JOIN participant_profiles pp ON pp.id = ip.participant_profile_id
        WHERE t.course_id = c0.id)`.as('trainerNames'),
    ])
    .where(where(columns));
  return db.selectFrom(base.as('r')).selectAll('r');
}

export type CourseRow = Record<string, unknown> & {
  id: string;
  organisationId: string;
  status: CourseStatus;
  trainerView: boolean;
};

/**
 * A course's trainers and participants (display names included), in one statement of two JSON
 * lists: where one read of a course took three round trips. A trainer's view has no participants.
 */
export async function courseChildren(db: Db, course: CourseRow): Promise<CourseRow> {
  const id = course.id;
  const trainers = sql<CourseRow[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', t.id, 'instructorProfileId', t.instructor_profile_id, 'instructorType', t.instructor_type,
      'origin', t.origin, 'name', t.name, 'ahaInstructorId', t.aha_instructor_id,
      'instructorName', ${trainerName}, 'instructorOrganisationName', io.name) ORDER BY t.position), '[]')
    FROM course_trainers t
    LEFT JOIN instructor_profiles ip ON ip.id = t.instructor_profile_id
    LEFT JOIN participant_profiles pp ON pp.id = ip.participant_profile_id
    LEFT JOIN organisations io ON io.id = ip.organisation_id
    WHERE t.course_id = ${id})`;
  if (course.trainerView) {
    const { rows } = await sql<{ trainers: CourseRow[] }>`SELECT ${trainers} AS trainers`.execute(db);
    return { ...course, trainers: rows[0].trainers };
  }
  const { rows } = await sql<{ trainers: CourseRow[]; participants: CourseRow[] }>`
    SELECT ${trainers} AS trainers, ${participantList(id)} AS participants`.execute(db);
  return { ...course, trainers: rows[0].trainers, participants: rows[0].participants };
}

/** A course's participants with their names, in their order, as one JSON list. */
const participantList = (courseId: string) => sql<CourseRow[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', cp.id, 'sequenceNumber', cp.sequence_number, 'participantProfileId', cp.participant_profile_id,
    'orderNumber', cp.order_number, 'grouping', cp.grouping, 'comment', cp.comment,
    'price', cp.price, 'title', pp.title, 'firstName', pp.first_name, 'lastName', pp.last_name,
    'email', pp.email) ORDER BY cp.sequence_number), '[]')
  FROM course_participants cp JOIN participant_profiles pp ON pp.id = cp.participant_profile_id
  WHERE cp.course_id = ${courseId})`;

/** A course's participants with their names, in their order. */
export async function participantsOf(db: Db, courseId: string) {
  const { rows } = await sql<{
    participants: CourseRow[];
  }>`SELECT ${participantList(courseId)} AS participants`.execute(db);
  return rows[0].participants;
}

/** Trainers and participants as they are now, to keep their ids and links on an update. */
export async function existingChildren(db: Db, courseId: string) {
  const [trainers, participants] = await Promise.all([
    db
      .selectFrom('courseTrainers')
      .select(['id', 'instructorProfileId', 'origin', 'ahaInstructorId'])
      .where('courseId', '=', courseId)
      .execute(),
    db
      .selectFrom('courseParticipants')
      .select(['id', 'participantProfileId'])
      .where('courseId', '=', courseId)
      .execute(),
  ]);
  return { trainers, participants };
}

/**
 * Follow-up overdue (issue 15.3, isFollowUpOverdue in src/domain/courses.ts): the course `r` is in
 * FOLLOWUP and its end (else start) plus its type's follow-up days lies before `day`. One SQL for
 * the list filter and the dashboard card, so the card's count is the filtered list's.
 */
export const followUpOverdueSql = (day: string) =>
  sql<SqlBool>`(r.status = 'FOLLOWUP' AND EXISTS (SELECT 1 FROM course_types fct WHERE fct.id = r.course_type_id AND coalesce(r.end_date, r.start_date) + fct.follow_up_days < ${day}::date))`;

/**
 * A course `r` waiting for a step (courseStepWaiting in src/domain/courses.ts): before execution
 * from its start date on, or in execution after its end (else start) date.
 */
export const courseWaitingSql = (day: string) =>
  sql<SqlBool>`((r.status IN ('NEW', 'PLANNING', 'PREPARATION') AND r.start_date <= ${day}::date) OR (r.status = 'EXECUTION' AND coalesce(r.end_date, r.start_date) < ${day}::date))`;
