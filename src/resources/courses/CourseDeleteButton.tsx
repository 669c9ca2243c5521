import { useRecordContext, useTranslate } from 'react-admin';
import { isCourseDeletable, type CourseStatus } from '../../domain/courses';
import { DeleteRecordButton } from '../../components/lists/DeleteRecordButton';

/**
 * Deletes a course that is still NEW, after confirmation (DESIGN §5: later courses are kept). The
 * dialog stays open with the error when the server refuses.
 */
export const CourseDeleteButton = ({ disabled = false, onDeleted }: { disabled?: boolean; onDeleted?: () => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <DeleteRecordButton
      resource="courses"
      record={record}
      name={`${record.courseTypeName ?? ''} ${record.startDate ?? ''}`}
      refusal={isCourseDeletable(record.status as CourseStatus) ? undefined : translate('errors.COURSE_NOT_NEW')}
      disabled={disabled}
      title={translate('course.delete_title')}
      content={translate('course.delete_content')}
      onDeleted={onDeleted}
    />
  );
};
