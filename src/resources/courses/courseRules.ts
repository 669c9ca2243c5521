import { useGetOne, useTranslate } from 'react-admin';
import { countTrainers, courseRuleBreaches, type CourseRuleBreach, type CourseTypeRules } from '../../domain/courses';

/**
 * The rules of the course's type against its trainers and participants (courseRuleBreaches, the
 * server's rule at the step to EXECUTION), worded for the form and the workflow buttons.
 */
export function useRuleBreaches(
  courseTypeId: unknown,
  counts: { participants: number; instructors: number; trainees: number },
): string[] {
  const translate = useTranslate();
  const { data: rules } = useGetOne<CourseTypeRules & { id: string }>(
    'course-types',
    { id: String(courseTypeId ?? '') },
    { enabled: typeof courseTypeId === 'string' && !!courseTypeId },
  );
  return courseRuleBreaches(rules, counts).map((b: CourseRuleBreach) =>
    translate(`course.rules.${b.rule}`, { count: b.count, allowed: b.allowed }),
  );
}

/** The counts of a form's trainer and participant rows. */
export const countRows = (trainers: unknown, participants: unknown) => ({
  participants: Array.isArray(participants) ? participants.length : 0,
  ...countTrainers(Array.isArray(trainers) ? trainers : []),
});
