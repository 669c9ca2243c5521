import { Box, Button, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ArrayInput, NumberInput, TextInput, useArrayInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { COURSE_LIMITS } from '../../domain/courses';
import { EuroInput } from '../../components/forms/EuroInput';
import { maxLength, maxValue, minValue, required } from '../../components/forms/validators';
import { ArrayRows } from './ArrayRows';
import { CourseFormRow } from './CourseFormRow';
import { RemoveRowButton } from './RemoveRowButton';
import { ParticipantAutocomplete } from './ParticipantAutocomplete';
import { PasteParticipants } from './PasteParticipants';
import { PendingParticipants } from './PendingParticipants';

const label = (name: string) => `resources.courses.participant_fields.${name}`;

const AddButton = () => {
  const translate = useTranslate();
  const { append } = useArrayInput();
  const { getValues } = useFormContext();
  const add = () => {
    const numbers = ((getValues('participants') ?? []) as { sequenceNumber?: number | null }[]).map(
      (p) => p.sequenceNumber ?? 0,
    );
    append({
      sequenceNumber: Math.max(0, ...numbers) + 1,
      participantProfileId: null,
      orderNumber: null,
      grouping: null,
      comment: null,
      price: null,
    });
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Button startIcon={<PersonAddIcon />} onClick={add} variant="outlined" size="small">
        {translate('course.add_participant')}
      </Button>
    </Box>
  );
};

const ParticipantRow = ({
  index,
  remove,
  organisationId,
}: {
  index: number;
  remove: () => void;
  organisationId: string;
}) => {
  const translate = useTranslate();
  return (
    <CourseFormRow
      testId="participant-row"
      // one line from lg, each field as wide as its label; the comment gets the room of two
      // fields and wraps onto more lines instead of being cut; two fields a line below lg
      columns={{
        xs: '1fr',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: '52px minmax(200px, 3fr) minmax(150px, 1fr) minmax(120px, 1fr) minmax(130px, 2fr) 100px auto',
      }}
      columnGap={{ xs: 2, lg: 1.5 }}
    >
      <NumberInput
        source="sequenceNumber"
        helperText={false}
        // a narrow column: less padding than a field's usual, so that 10 and 100 show whole
        sx={{ '& .MuiInputBase-input': { px: 1 } }}
        label={label('sequenceNumber')}
        min={1}
        validate={[required(), minValue(1), maxValue(10000)]}
      />
      <ParticipantAutocomplete organisationId={organisationId} />
      <TextInput
        source="orderNumber"
        helperText={false}
        label={label('orderNumber')}
        validate={maxLength(COURSE_LIMITS.number)}
      />
      <TextInput
        source="grouping"
        helperText={false}
        label={label('grouping')}
        validate={maxLength(COURSE_LIMITS.name)}
      />
      <TextInput
        source="comment"
        helperText={false}
        label={label('comment')}
        validate={maxLength(COURSE_LIMITS.comment)}
        multiline
      />
      <EuroInput source="price" helperText={false} label={label('price')} max={COURSE_LIMITS.maxPrice} />
      <RemoveRowButton label={translate('course.remove_participant', { position: index + 1 })} onClick={remove} />
    </CourseFormRow>
  );
};

const Rows = ({ organisationId }: { organisationId: string }) => {
  const translate = useTranslate();
  const { fields } = useArrayInput();
  const pending = useWatch({ name: 'newParticipants' }) as unknown[] | undefined;
  return (
    <>
      {!fields.length && !pending?.length && (
        <Typography color="text.secondary">{translate('course.no_participants')}</Typography>
      )}
      <ArrayRows>
        {(index, remove) => <ParticipantRow index={index} remove={remove} organisationId={organisationId} />}
      </ArrayRows>
      <PendingParticipants />
      <AddButton />
      <PasteParticipants organisationId={organisationId} />
    </>
  );
};

/** The Participants tab of the course form: sequence number, participant, order number, group, comment, price. */
export const ParticipantsInput = ({ organisationId }: { organisationId: string }) => (
  <ArrayInput source="participants" label={false}>
    <Rows organisationId={organisationId} />
  </ArrayInput>
);
