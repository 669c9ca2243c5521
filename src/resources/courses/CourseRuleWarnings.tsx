import { Alert, AlertTitle } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COURSE_STATUSES, type CourseStatus } from '../../domain/courses';
import { countRows, useRuleBreaches } from './courseRules';

const EXECUTION = COURSE_STATUSES.indexOf('EXECUTION');

/**
 * While planning (before EXECUTION), the course type's rules the form's values break, as a
 * warning that does not hold up saving: only the step to EXECUTION is refused (issue 15.3).
 */
export const CourseRuleWarnings = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const [courseTypeId, trainers, participants] = useWatch({ name: ['courseTypeId', 'trainers', 'participants'] });
  const breaches = useRuleBreaches(courseTypeId, countRows(trainers, participants));
  const planning = !record?.status || COURSE_STATUSES.indexOf(record.status as CourseStatus) < EXECUTION;
  if (!planning || !breaches.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="course-rule-warnings">
      {breaches.map((text) => (
        <AlertTitle key={text} sx={{ mb: 0 }}>
          {text}
        </AlertTitle>
      ))}
      {translate('course.rules.planning_hint')}
    </Alert>
  );
};
