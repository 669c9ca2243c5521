import { COURSE_TRANSITIONS, isCourseStatus, type CourseStatus } from './courses';

/**
 * The step a course waits for (issue 25.8): its calendar is ahead of its status. From its start
 * date on it should be in execution, after its end (its start when it has none) in follow-up; the
 * step it waits for is its next one forward. A course in FOLLOWUP or DONE waits for none here (an
 * overdue follow-up has a card of its own). null: not waiting. The SQL twin is courseWaitingSql
 * (server/areas/courses/queries.ts). A file of its own: only the server and tests need it, not the
 * browser's first screen.
 */
export function courseStepWaiting(
  course: { status?: unknown; startDate?: unknown; endDate?: unknown },
  today: string,
): CourseStatus | null {
  if (!isCourseStatus(course.status)) return null;
  const start = typeof course.startDate === 'string' ? course.startDate : null;
  const end = typeof course.endDate === 'string' && course.endDate ? course.endDate : start;
  const beforeExecution = course.status === 'NEW' || course.status === 'PLANNING' || course.status === 'PREPARATION';
  const late = (beforeExecution && start && start <= today) || (course.status === 'EXECUTION' && end && end < today);
  return late ? nextCourseStep(course.status) : null;
}

/** The status one step forward (null after DONE). */
export const nextCourseStep = (status: CourseStatus): CourseStatus | null =>
  COURSE_TRANSITIONS[status].find((t) => t.direction === 'forward')?.to ?? null;
