import { sql, type SqlBool } from 'kysely';
import { today } from '../../../src/domain/certificates';
import { heldGrants } from '../../../src/domain/access';
import type { CourseStatus } from '../../../src/domain/courses';
import { nextCourseStep } from '../../../src/domain/courseWaiting';
import {
  COURSES_LIMIT,
  type CourseSummary,
  type FollowUpOverdueData,
  type ItsCoursesData,
} from '../../../src/domain/dashboardData';
import type { SessionUser } from '../../../src/domain/session';
import { courses } from '../../areas/courses/courses';
import { courseWaitingSql, followUpOverdueSql } from '../../areas/courses/queries';
import { scopeOf } from '../../auth/scope';
import type { Db } from '../../db/database';
import type { AnyDb } from '../../resources/extension';
import type { CardSource } from './cardSource';

/** The site's courses as its course list (`/its/courses`, reach own) reads them; none without the grant. */
function siteCourses(db: Db, user: SessionUser, day: string) {
  const scope = scopeOf(user, heldGrants(user, 'courses', 'read'), 'own');
  return scope && { scope, rows: () => courses.rows!(db as unknown as AnyDb, { user, scope, day }) };
}

/**
 * The site's courses in follow-up past their course type's deadline: counted on the rows the
 * course list of the site (`/its/courses`, scope its) reads, with the filter it applies, so the
 * number and the list it links to agree. A card to act on: left out while nothing is overdue.
 */
export const itsFollowUpOverdue: CardSource = async (db, user) => {
  const day = today();
  const site = siteCourses(db, user, day);
  if (!site) return null;
  const { count } = await site
    .rows()
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(followUpOverdueSql(day))
    .executeTakeFirstOrThrow();
  if (!Number(count)) return null;
  const data: FollowUpOverdueData = { count: Number(count) };
  return { data };
};

/**
 * My site's courses (issue 25.8): the next ones not yet over, soonest first, and those waiting for
 * a step, longest waiting first; only rows of the site's own course list, so never another
 * organisation's. Internal staff, who reach every organisation, have no site of their own: left out.
 */
export const itsCourses: CardSource = async (db, user) => {
  const day = today();
  const site = siteCourses(db, user, day);
  if (!site || site.scope.organisations?.kind === 'all') return null;
  const summaries = (where: ReturnType<typeof sql<SqlBool>>) =>
    site
      .rows()
      .clearSelect()
      .select([
        'r.id',
        'r.courseTypeName',
        sql<string>`r.start_date::text`.as('startDate'),
        sql<string | null>`r.end_date::text`.as('endDate'),
        'r.venueName',
        'r.status',
        sql<number>`r.participant_count::int`.as('participantCount'),
        sql<number>`count(*) OVER ()::int`.as('total'),
      ])
      .where(where)
      .orderBy('r.startDate')
      .orderBy('r.id')
      .limit(COURSES_LIMIT)
      .execute() as Promise<(CourseSummary & { total: number })[]>;
  const [next, waiting] = await Promise.all([
    summaries(
      sql<SqlBool>`r.status <> 'DONE' AND coalesce(r.end_date, r.start_date) >= ${day}::date AND NOT ${courseWaitingSql(day)}`,
    ),
    summaries(courseWaitingSql(day)),
  ]);
  const summary = ({ total: _total, ...row }: CourseSummary & { total: number }): CourseSummary => row;
  const data: ItsCoursesData = {
    next: next.map(summary),
    nextTotal: next[0]?.total ?? 0,
    waiting: waiting.map((row) => ({ ...summary(row), step: nextCourseStep(row.status) as CourseStatus })),
    waitingTotal: waiting[0]?.total ?? 0,
  };
  return { data };
};
