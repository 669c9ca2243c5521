import { Alert, Box, Button, InputAdornment } from '@mui/material';
import {
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { COURSE_FORMATS, COURSE_LANGUAGES, COURSE_LIMITS } from '../../domain/courses';
import { byOrganisation } from '../../layout/resourceScreens';
import { maxLength, maxValue, minValue, notBefore, required } from '../../components/forms/validators';
import { DayInput } from '../../components/forms/DayInput';
import { VenueInput } from './VenueInput';

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
    <ReferenceInput
      source="courseTypeId"
      reference="course-types"
      filter={{ organisationId, deleted: false }}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={200}
    >
      <SelectInput optionText="name" validate={required()} label="resources.courses.fields.courseTypeId" />
    </ReferenceInput>
    <VenueInput organisationId={organisationId} />
    <SelectInput
      source="courseFormat"
      choices={COURSE_FORMATS.map((id) => ({ id, name: `course.format.${id}` }))}
      emptyText="ra.action.clear_input_value"
    />
    <DayInput source="startDate" validate={required()} />
    <DayInput source="endDate" validate={notBefore('startDate')} />
    <TextInput source="time" validate={maxLength(COURSE_LIMITS.time)} placeholder="09:00–16:30" />
    <SelectArrayInput
      source="courseLanguages"
      choices={COURSE_LANGUAGES.map((id) => ({ id, name: `course.language.${id}` }))}
    />
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
    <NumberInput
      source="expectedRevenue"
      min={0}
      step={0.01}
      validate={[minValue(0), maxValue(COURSE_LIMITS.maxMoney)]}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
    />
  </Box>
);
