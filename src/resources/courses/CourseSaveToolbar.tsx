import type { ReactNode } from 'react';
import { Button, Stack, Toolbar, Typography } from '@mui/material';
import { SaveButton, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { countInstructors, MIN_COURSE_INSTRUCTORS } from '../../domain/courses';
import { DisabledReason, useSubmitBlocker } from '../../components/forms/DisabledReason';

/**
 * Why the course cannot be saved now, as a text key (undefined while it can): a course without an
 * instructor says that first (issue 25.5), the trainers are on another tab than the user may be on;
 * else the form's general reason.
 */
export function useCourseSaveBlocker(create: boolean | undefined): string | undefined {
  const generic = useSubmitBlocker({ needsChange: !create });
  const trainers = useWatch({ name: 'trainers' }) as { instructorType?: unknown }[] | undefined;
  if (generic === 'orientation.disabled.invalid' && countInstructors(trainers) < MIN_COURSE_INSTRUCTORS)
    return 'course.save_blocked.no_trainer';
  return generic;
}

/**
 * The course form's foot: delete on the left; on the right Save, disabled until the form is valid
 * (§5) and, on an existing course, changed, with the reason written beside it (not only on hover)
 * and, for missing trainers, the way to the Trainers tab.
 */
export const CourseSaveToolbar = ({
  create,
  start,
  onShowTrainers,
}: {
  create?: boolean;
  /** What stands on the left (the delete button of an existing course). */
  start?: ReactNode;
  onShowTrainers: () => void;
}) => {
  const translate = useTranslate();
  const { isValid, isDirty } = useFormState();
  const blocker = useCourseSaveBlocker(create);
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <div>{start}</div>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', ml: 'auto', py: 1 }}>
        {blocker && blocker !== 'orientation.disabled.sending' && (
          <Typography variant="body2" color="text.secondary" data-testid="save-blocked" role="status">
            {translate(blocker)}
          </Typography>
        )}
        {blocker === 'course.save_blocked.no_trainer' && (
          <Button size="small" onClick={onShowTrainers}>
            {translate('course.save_blocked.show_trainers')}
          </Button>
        )}
        <DisabledReason reason={blocker}>
          <SaveButton disabled={!isValid || (!create && !isDirty)} />
        </DisabledReason>
      </Stack>
    </Toolbar>
  );
};
