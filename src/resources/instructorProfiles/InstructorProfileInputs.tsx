import { Box, TextField } from '@mui/material';
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { CLOTHING_SIZES, EMPLOYMENT_STATUSES, PROFILE_LIMITS } from '../../domain/profiles';
import { LIMITS } from '../../domain/validation';
import { EuroInput } from '../../components/forms/EuroInput';
import { email, maxLength, required } from '../../components/forms/validators';
import { PersonalDataActions } from '../../components/people/PersonalDataActions';
import { InstructorCertificates } from './InstructorCertificates';
import { textChoices } from '../../components/fields/labels';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' };
const personName = (record: RaRecord) =>
  `${record.lastName}, ${[record.title, record.firstName].filter(Boolean).join(' ')}`;

/**
 * The fields of an instructor profile (§3). A new one is made from a participant of the
 * organisation who is no instructor yet; afterwards the person stays fixed.
 */
export const InstructorProfileInputs = ({ organisationId }: { organisationId?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const editing = !!record?.id;
  return (
    <Box sx={grid}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        {editing ? (
          <TextField
            label={translate('resources.instructor-profiles.fields.participantProfileId')}
            value={personName(record)}
            disabled
            fullWidth
            margin="dense"
            size="small"
          />
        ) : (
          <ReferenceInput
            source="participantProfileId"
            reference="participant-profiles"
            filter={{ organisationId, deleted: false, withoutInstructorProfile: true }}
            sort={{ field: 'lastName', order: 'ASC' }}
            perPage={50}
          >
            <AutocompleteInput
              optionText={personName}
              validate={required()}
              helperText="resources.instructor-profiles.participant_hint"
              autoFocus
            />
          </ReferenceInput>
        )}
      </Box>
      <SelectInput
        source="status"
        choices={textChoices(EMPLOYMENT_STATUSES, 'profile.employment_status')}
        emptyText="ra.action.clear_input_value"
      />
      <EuroInput source="compensationPerHour" step={0.5} max={PROFILE_LIMITS.maxCompensation} />
      <TextInput source="cellPhone" type="tel" validate={maxLength(PROFILE_LIMITS.phone)} />
      <TextInput source="googleEmail" type="email" validate={[email(), maxLength(LIMITS.email)]} />
      <SelectInput
        source="clothingSize"
        choices={CLOTHING_SIZES.map((id) => ({ id, name: id }))}
        translateChoice={false}
        emptyText="ra.action.clear_input_value"
      />
      <TextInput source="ahaInstructorId" validate={maxLength(PROFILE_LIMITS.ahaInstructorId)} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="comment" multiline minRows={2} validate={maxLength(PROFILE_LIMITS.comment)} />
      </Box>
      {editing && <InstructorCertificates record={record} />}
      {editing && !record.deleted && (
        <PersonalDataActions
          kind="instructor-profile"
          id={String(record.id)}
          name={`${record.firstName} ${record.lastName}`}
        />
      )}
    </Box>
  );
};
