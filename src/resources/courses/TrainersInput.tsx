import { Alert, Button, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SchoolIcon from '@mui/icons-material/School';
import { ArrayInput, SelectInput, useArrayInput, useTranslate, type RaRecord, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  countInstructors,
  MIN_COURSE_INSTRUCTORS,
  TRAINER_ORIGINS,
  TRAINER_TYPES,
  type TrainerType,
} from '../../domain/courses';
import { required } from '../../components/forms/validators';
import { ArrayRows } from './ArrayRows';
import { CourseFormRow } from './CourseFormRow';
import { RemoveRowButton } from './RemoveRowButton';
import { TrainerPersonInput, type TrainerPersonProps } from './TrainerPersonInput';
import { textChoices } from '../../components/fields/labels';

const label = (name: string) => `resources.courses.trainer_fields.${name}`;

/** §5: a course needs at least one trainer of type instructor. */
export const atLeastOneInstructor: Validator = (value) =>
  countInstructors(value) < MIN_COURSE_INSTRUCTORS
    ? { message: 'validation.minInstructors', args: { n: MIN_COURSE_INSTRUCTORS } }
    : undefined;

const AddButtons = () => {
  const translate = useTranslate();
  const { append } = useArrayInput();
  const add = (instructorType: TrainerType) =>
    append({
      instructorType,
      origin: 'own_organisation',
      instructorProfileId: null,
      name: null,
      ahaInstructorId: null,
    });
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <Button startIcon={<PersonAddIcon />} onClick={() => add('instructor')} variant="outlined" size="small">
        {translate('course.add_instructor')}
      </Button>
      <Button startIcon={<SchoolIcon />} onClick={() => add('trainee')} variant="outlined" size="small">
        {translate('course.add_trainee')}
      </Button>
    </Stack>
  );
};

/** A choice the trainer row needs: one of `values`, each named by its text `<textKey>.<value>`. */
const RequiredChoice = ({
  source,
  values,
  textKey,
}: {
  source: string;
  values: readonly string[];
  textKey: string;
}) => (
  <SelectInput
    source={source}
    helperText={false}
    label={label(source)}
    choices={textChoices(values, textKey)}
    validate={required()}
  />
);

const TrainerRow = ({ index, remove, organisationId, existing }: TrainerPersonProps & { remove: () => void }) => {
  const translate = useTranslate();
  return (
    <CourseFormRow
      testId="trainer-row"
      // wide enough for the longest origin (Andere Organisation) beside the select's arrow
      columns={{ xs: '1fr', md: '160px 240px minmax(240px, 1fr) auto' }}
      columnGap={2}
    >
      <RequiredChoice source="instructorType" values={TRAINER_TYPES} textKey="course.trainer_type" />
      <RequiredChoice source="origin" values={TRAINER_ORIGINS} textKey="course.origin" />
      <TrainerPersonInput index={index} organisationId={organisationId} existing={existing} />
      <RemoveRowButton label={translate('course.remove_trainer', { position: index + 1 })} onClick={remove} />
    </CourseFormRow>
  );
};

const Rows = ({ organisationId, existing }: { organisationId: string; existing: RaRecord[] }) => {
  const translate = useTranslate();
  const { fields } = useArrayInput();
  const trainers = useWatch({ name: 'trainers' });
  return (
    <>
      {!fields.length && <Typography color="text.secondary">{translate('course.no_trainers')}</Typography>}
      {fields.length > 0 && countInstructors(trainers) < MIN_COURSE_INSTRUCTORS && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('course.instructor_hint')}
        </Alert>
      )}
      <ArrayRows>
        {(index, remove) => (
          <TrainerRow
            index={index}
            remove={remove}
            organisationId={organisationId}
            existing={existing.find((t) => t.id === trainers?.[index]?.id)}
          />
        )}
      </ArrayRows>
      <AddButtons />
    </>
  );
};

/** The Trainers tab of the course form: instructors and trainees (§2 Course registration). */
export const TrainersInput = ({ organisationId, existing = [] }: { organisationId: string; existing?: RaRecord[] }) => (
  <ArrayInput source="trainers" label={false} validate={atLeastOneInstructor}>
    <Rows organisationId={organisationId} existing={existing} />
  </ArrayInput>
);
