import { isCourseEditable, type CourseStatus } from '../../../src/domain/courses';
import type { SessionUser } from '../../../src/domain/session';
import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import type { Row } from '../../resources/extension';
import { audit } from '../../services/audit';
import { checkCourseRules, checkTransition } from './rules';

/**
 * A course's status step (DESIGN §5), inside the caller's transaction on the locked row: one step
 * forward or back, not ahead of the course's dates, by its type's rules; DONE is final. Audited.
 */
export async function stepStatus(trx: Db, user: SessionUser, course: Row, to: CourseStatus) {
  const from = course.status as CourseStatus;
  if (from === to || !isCourseEditable(from)) throw conflict('COURSE_ILLEGAL_TRANSITION');
  checkTransition(from, to, { startDate: course.startDate, endDate: course.endDate });
  await checkCourseRules(trx, course.id, from, to);
  await trx.updateTable('courses').set({ status: to, updatedAt: new Date() }).where('id', '=', course.id).execute();
  await audit(trx, {
    organisationId: course.organisationId as string,
    userId: user.id,
    entity: 'courses',
    entityId: course.id,
    action: 'status',
    before: { status: from },
    after: { status: to },
  });
}
