import { useState, type MouseEvent } from 'react';
import { Alert, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { failureNotice } from '../../components/forms/failureText';
import { isCourseDeletable, type CourseStatus } from '../../domain/courses';

/**
 * Deletes a course that is still NEW, after confirmation (DESIGN §5: later courses are kept). The
 * dialog stays open with the error when the server refuses.
 */
export const CourseDeleteButton = ({ disabled = false, onDeleted }: { disabled?: boolean; onDeleted?: () => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const deletable = isCourseDeletable(record.status as CourseStatus);
  const label = translate('ra.action.delete');
  const confirm = () => {
    setError(undefined);
    remove(
      'courses',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('notification.deleted', { type: 'success' });
          onDeleted?.();
        },
        onError: (e) => setError(failureNotice(translate, 'notification.deletion', e)),
      },
    );
  };
  return (
    <>
      <Tooltip title={deletable ? label : translate('errors.COURSE_NOT_NEW')}>
        <span>
          <IconButton
            size="small"
            aria-label={`${label}: ${record.courseTypeName ?? ''} ${record.startDate ?? ''}`.trim()}
            disabled={disabled || !deletable}
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              setOpen(true);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('course.delete_title')}
        content={
          <>
            {translate('course.delete_content')}
            {error && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {error}
              </Alert>
            )}
          </>
        }
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
