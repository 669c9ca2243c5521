import { useState } from 'react';
import { Box, Button, FormHelperText, Step, StepLabel, Stepper, useMediaQuery, type Theme } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Confirm, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { canReopenCourse } from '../../domain/access';
import { today } from '../../domain/certificates';
import {
  COURSE_REOPEN_TO,
  COURSE_STATUSES,
  COURSE_TRANSITIONS,
  courseDateBlock,
  courseDateBlockDay,
  type CourseStatus,
  type CourseTransition,
} from '../../domain/courses';
import type { SessionUser } from '../../domain/session';
import { useFormat } from '../../components/format';
import { CourseStepButton } from './CourseStepButton';
import { useRuleBreaches } from './courseRules';
import { useCourseAction } from './useCourseAction';

/** Where the course stands in its workflow (DESIGN §5). */
export const CourseStepper = ({ status }: { status: CourseStatus }) => {
  const translate = useTranslate();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  if (!wide) return null;
  return (
    <Stepper
      activeStep={COURSE_STATUSES.indexOf(status)}
      alternativeLabel
      sx={{ my: 2 }}
      aria-label={translate('resources.courses.fields.status')}
    >
      {COURSE_STATUSES.map((s) => (
        <Step key={s} completed={COURSE_STATUSES.indexOf(s) < COURSE_STATUSES.indexOf(status) || status === 'DONE'}>
          <StepLabel>{translate(`course.status.${s}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};

/**
 * The allowed next steps of the course as buttons: one back, one forward (COURSE_TRANSITIONS).
 * Pessimistic: the new status shows once the server has accepted it. Completing asks first,
 * because DONE is final; with unsaved changes the steps wait until they are saved. A step ahead
 * of the course's dates (courseDateBlock, the server's rule) is disabled and says from when; so is
 * the step to EXECUTION while the course breaks a rule of its type (courseRuleBreaches).
 */
export const CourseWorkflowButtons = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { isDirty } = useFormState();
  const format = useFormat();
  const { pending, run } = useCourseAction();
  const [confirming, setConfirming] = useState<CourseTransition | null>(null);
  // the stored trainers and participants against the type's rules: the server refuses EXECUTION on those too
  const breaches = useRuleBreaches(record?.courseTypeId, {
    participants: Number(record?.participantCount ?? 0),
    instructors: Number(record?.instructorCount ?? 0),
    trainees: Number(record?.traineeCount ?? 0),
  });
  if (!record) return null;
  // the stored dates: the server checks those, so unsaved ones must be saved first anyway
  const dates = { startDate: record.startDate, endDate: record.endDate };
  const blockOf = (to: CourseStatus) => {
    const block = courseDateBlock(to, dates, today());
    if (block) return translate(`course.${block}`, { date: format.day(courseDateBlockDay(block, dates)) });
    if (to === 'EXECUTION' && record.status !== 'EXECUTION' && breaches.length)
      return translate('course.rules.blocked', { reasons: breaches.join(' ') });
    return null;
  };
  const reasons = orderedTransitions(record.status as CourseStatus)
    .map((t) => blockOf(t.to))
    .filter((reason): reason is string => !!reason);
  const transitions = orderedTransitions(record.status as CourseStatus);

  const move = async (to: CourseStatus) => {
    if (await run('status', { status: to }))
      notify('course.status_changed', { type: 'success', messageArgs: { status: translate(`course.status.${to}`) } });
    setConfirming(null);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="course-workflow">
      {transitions.map((t) => (
        <CourseStepButton
          key={t.to}
          transition={t}
          blocked={blockOf(t.to)}
          dirty={isDirty}
          pending={pending}
          onClick={() => (t.to === 'DONE' ? setConfirming(t) : move(t.to))}
        />
      ))}
      <Confirm
        isOpen={!!confirming}
        loading={pending}
        title={translate('course.done_confirm_title')}
        content={translate('course.done_confirm_content')}
        onConfirm={() => confirming && move(confirming.to)}
        onClose={() => setConfirming(null)}
      />
      {reasons.map((reason) => (
        <FormHelperText key={reason} sx={{ flexBasis: '100%', m: 0 }} data-testid="course-step-blocked">
          {reason}
        </FormHelperText>
      ))}
    </Box>
  );
};

/** Back on the left, forward on the right. */
const orderedTransitions = (status: CourseStatus) =>
  [...COURSE_TRANSITIONS[status]].sort((a, b) => (a.direction === b.direction ? 0 : a.direction === 'back' ? -1 : 1));

/**
 * On a done course, for an internal administrator only (canReopenCourse; the server checks the
 * same): back to the status it came from, after a confirmation, recorded in the audit log.
 */
export const CourseReopenButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<SessionUser>();
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = useCourseAction();
  if (!record || record.status !== 'DONE' || !canReopenCourse(permissions)) return null;
  const status = translate(`course.status.${COURSE_REOPEN_TO}`);

  const reopen = async () => {
    if (await run('reopen', {})) notify('course.reopened', { type: 'success', messageArgs: { status } });
    setConfirming(false);
  };

  return (
    <Box sx={{ mb: 2 }} data-testid="course-reopen">
      <Button variant="outlined" startIcon={<LockOpenIcon />} disabled={pending} onClick={() => setConfirming(true)}>
        {translate('course.reopen')}
      </Button>
      <FormHelperText>{translate('course.reopen_hint', { status })}</FormHelperText>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={translate('course.reopen_confirm_title')}
        content={translate('course.reopen_confirm_content', { status })}
        onConfirm={reopen}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
