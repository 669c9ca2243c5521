import { Box } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import { PROFILE_LIMITS } from '../../domain/profiles';
import { LIMITS } from '../../domain/validation';
import { PersonalDataActions } from './PersonalDataActions';
import { email, maxLength, required } from '../forms/validators';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' };

/** The fields of a participant profile (§3): its create and edit dialogs, and creating one from the course form. */
export const ParticipantProfileInputs = () => {
  const record = useRecordContext();
  return (
    <Box sx={grid}>
      <TextInput source="firstName" validate={[required(), maxLength(PROFILE_LIMITS.name)]} autoFocus />
      <TextInput source="lastName" validate={[required(), maxLength(PROFILE_LIMITS.name)]} />
      <TextInput source="title" validate={maxLength(PROFILE_LIMITS.title)} />
      <TextInput source="email" type="email" validate={[email(), maxLength(LIMITS.email)]} />
      <TextInput source="phoneNumber" type="tel" validate={maxLength(PROFILE_LIMITS.phone)} />
      <TextInput source="customerNumber" validate={maxLength(PROFILE_LIMITS.customerNumber)} />
      <TextInput source="qualification" validate={maxLength(PROFILE_LIMITS.qualification)} />
      <TextInput source="foodPreference" validate={maxLength(PROFILE_LIMITS.foodPreference)} />
      {record?.id && !record.deleted && (
        <PersonalDataActions
          kind="participant-profile"
          id={String(record.id)}
          name={`${record.firstName} ${record.lastName}`}
        />
      )}
    </Box>
  );
};
