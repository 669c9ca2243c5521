import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CourseStatus } from '../../domain/courses';

const COLORS: Record<CourseStatus, ChipProps['color']> = {
  NEW: 'default',
  PLANNING: 'info',
  PREPARATION: 'secondary',
  EXECUTION: 'warning',
  FOLLOWUP: 'primary',
  DONE: 'success',
};

/** A course status as a small coloured label. */
export const CourseStatusChip = ({ status, size = 'small' }: { status: CourseStatus; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      label={translate(`course.status.${status}`)}
      color={COLORS[status] ?? 'default'}
      size={size}
      variant="outlined"
      data-testid="course-status"
    />
  );
};
