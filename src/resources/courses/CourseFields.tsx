import { Alert, Box, Button } from '@mui/material';
import { NumberInput, SelectArrayInput, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { COURSE_FORMATS, COURSE_LANGUAGES, COURSE_LIMITS } from '../../domain/courses';
import { byOrganisation } from '../../layout/resourceScreens';
import { EuroInput } from '../../components/forms/EuroInput';
import { maxLength, maxValue, minValue, notBefore, required } from '../../components/forms/validators';
import { DayInput } from '../../components/forms/DayInput';
import { OrganisationRecordInput } from './OrganisationRecordInput';
import { VenueInput } from './VenueInput';
import { textChoices } from '../../components/fields/labels';

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
  columnGap: 2,
  width: '100%',
};

/** §8: without any course type a course cannot be created; say so and lead to the course types. */
export const NoCourseTypes = ({ organisationId }: { organisationId: string }) => {
  const translate = useTranslate();
  const { total, isPending } = useGetList('course-types', {
    filter: { organisationId, deleted: false },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 1 },
  });
  if (isPending || total !== 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="no-course-types"
      action={
        <Button component={Link} to={byOrganisation('/course-types')({ organisationId })} color="inherit" size="small">
          {translate('course.create_course_types')}
        </Button>
      }
    >
      {translate('course.no_course_types')}
    </Alert>
  );
};

/** The course's own fields (§3 Course), on the first tab of the course form. */
export const CourseFields = ({ organisationId }: { organisationId: string }) => (
  <Box sx={grid}>
    <OrganisationRecordInput source="courseTypeId" reference="course-types" organisationId={organisationId}>
      <SelectInput optionText="name" validate={required()} label="resources.courses.fields.courseTypeId" />
    </OrganisationRecordInput>
    <VenueInput organisationId={organisationId} />
    <SelectInput
      source="courseFormat"
      choices={textChoices(COURSE_FORMATS, 'course.format')}
      emptyText="ra.action.clear_input_value"
    />
    <DayInput source="startDate" validate={required()} />
    <DayInput source="endDate" validate={notBefore('startDate')} />
    <TextInput source="time" validate={maxLength(COURSE_LIMITS.time)} placeholder="09:00–16:30" />
    <SelectArrayInput source="courseLanguages" choices={textChoices(COURSE_LANGUAGES, 'course.language')} />
    <NumberInput
      source="numberOfParticipants"
      min={0}
      step={1}
      validate={[minValue(0), maxValue(COURSE_LIMITS.maxParticipants)]}
    />
    <TextInput source="courseLeader" validate={maxLength(COURSE_LIMITS.name)} />
    <TextInput source="doctorName" validate={maxLength(COURSE_LIMITS.name)} />
    <TextInput source="targetGroup" validate={maxLength(COURSE_LIMITS.text)} />
    <TextInput source="customer" validate={maxLength(COURSE_LIMITS.text)} />
    <TextInput source="order" validate={maxLength(COURSE_LIMITS.text)} />
    <DayInput source="date" />
    <TextInput source="projectNumber" validate={maxLength(COURSE_LIMITS.number)} />
    <TextInput source="invoiceNumber" validate={maxLength(COURSE_LIMITS.number)} />
    <EuroInput source="expectedRevenue" max={COURSE_LIMITS.maxMoney} />
  </Box>
);
