import { Button, Tooltip } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslate } from 'react-admin';
import type { CourseTransition } from '../../domain/courses';

/** One step of the course's workflow; disabled with a tooltip saying why while it is blocked or changes are unsaved. */
export const CourseStepButton = ({
  transition,
  blocked,
  dirty,
  pending,
  onClick,
}: {
  transition: CourseTransition;
  /** Why the step cannot be taken yet, if so. */
  blocked: string | null;
  dirty: boolean;
  pending: boolean;
  onClick: () => void;
}) => {
  const translate = useTranslate();
  const text = translate(transition.direction === 'forward' ? 'course.forward' : 'course.back', {
    status: translate(`course.status.${transition.to}`),
  });
  const button = (
    <Button
      variant={transition.direction === 'forward' ? 'contained' : 'outlined'}
      startIcon={transition.direction === 'back' ? <ArrowBackIcon /> : undefined}
      endIcon={transition.direction === 'forward' ? <ArrowForwardIcon /> : undefined}
      disabled={pending || dirty || !!blocked}
      onClick={onClick}
    >
      {text}
    </Button>
  );
  return dirty || blocked ? (
    <Tooltip title={blocked || translate('course.save_first')}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
};
