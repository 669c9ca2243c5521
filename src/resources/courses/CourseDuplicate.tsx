import { Button, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { COPIED_COURSE_FIELDS } from '../../domain/courses';
import { pathFor } from '../../domain/routes';
import { useResourceAccess } from '../../components/useResourceAccess';

/** The values of a new course copied from `course` (trainers as new rows of the copy). */
export const copyOfCourse = (course: RaRecord) => ({
  organisationId: course.organisationId,
  ...Object.fromEntries(COPIED_COURSE_FIELDS.map((field) => [field, course[field] ?? null])),
  trainers: ((course.trainers ?? []) as RaRecord[]).map((trainer) => ({
    instructorType: trainer.instructorType,
    origin: trainer.origin,
    instructorProfileId: trainer.origin === 'own_organisation' ? trainer.instructorProfileId : null,
    name: trainer.name ?? null,
    ahaInstructorId: trainer.origin === 'other_organisation' ? trainer.ahaInstructorId : null,
  })),
  participants: [],
});

/** Opens a new course pre-filled from this one (`/course/create?copyFrom=`), which asks for the new dates. */
export const DuplicateCourseButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canCreate } = useResourceAccess('courses');
  if (!record || record.trainerView || !canCreate) return null;
  const target = `${pathFor('Course_Create')}?${new URLSearchParams({
    organisationId: record.organisationId,
    copyFrom: String(record.id),
  })}`;
  return (
    <Tooltip title={translate('course.duplicate_hint')} describeChild>
      <Button startIcon={<ContentCopyIcon />} onClick={() => navigate(target)}>
        {translate('course.duplicate')}
      </Button>
    </Tooltip>
  );
};
