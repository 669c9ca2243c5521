import { useState } from 'react';
import { Box, Button, Step, StepLabel, Stepper, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { COURSE_STATUSES, COURSE_TRANSITIONS, type CourseStatus, type CourseTransition } from '../../domain/courses';
import type { AppDataProvider } from '../../providers/dataProvider';

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
 * because DONE is final; with unsaved changes the steps wait until they are saved.
 */
export const CourseWorkflowButtons = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { isDirty } = useFormState();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState<CourseTransition | null>(null);
  if (!record) return null;
  // back on the left, forward on the right
  const transitions = [...COURSE_TRANSITIONS[record.status as CourseStatus]].sort((a, b) =>
    a.direction === b.direction ? 0 : a.direction === 'back' ? -1 : 1,
  );

  const move = async (to: CourseStatus) => {
    setPending(true);
    try {
      await dataProvider.action('courses', { id: record.id, name: 'status', data: { status: to } });
      notify('course.status_changed', { type: 'success', messageArgs: { status: translate(`course.status.${to}`) } });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'course.status_failed', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="course-workflow">
      {transitions.map((t) => {
        const text = translate(t.direction === 'forward' ? 'course.forward' : 'course.back', {
          status: translate(`course.status.${t.to}`),
        });
        const button = (
          <Button
            key={t.to}
            variant={t.direction === 'forward' ? 'contained' : 'outlined'}
            startIcon={t.direction === 'back' ? <ArrowBackIcon /> : undefined}
            endIcon={t.direction === 'forward' ? <ArrowForwardIcon /> : undefined}
            disabled={pending || isDirty}
            onClick={() => (t.to === 'DONE' ? setConfirming(t) : move(t.to))}
          >
            {text}
          </Button>
        );
        return isDirty ? (
          <Tooltip key={t.to} title={translate('course.save_first')}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
      <Confirm
        isOpen={!!confirming}
        loading={pending}
        title={translate('course.done_confirm_title')}
        content={translate('course.done_confirm_content')}
        onConfirm={() => confirming && move(confirming.to)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
};
