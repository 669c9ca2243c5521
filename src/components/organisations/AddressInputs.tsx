import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { ADDRESS_FIELDS } from '../../domain/resources/organisations';
import { validatorsOf } from '../forms/fieldValidators';

/** A row of an organisation's inputs: side by side where there is room. */
export const INPUT_ROW = {
  display: 'flex',
  gap: 2,
  flexWrap: 'wrap',
  width: '100%',
  '& > *': { flex: '1 1 160px' },
} as const;

type Source = keyof typeof ADDRESS_FIELDS;
const input = (source: Source, wide?: boolean) => (
  <TextInput
    source={source}
    type={ADDRESS_FIELDS[source].kind === 'email' ? 'email' : undefined}
    validate={validatorsOf(ADDRESS_FIELDS[source])}
    sx={wide ? { flexGrow: 3 } : undefined}
  />
);

/** An organisation's address and contact, in rows, with the limits its definition declares. */
export const AddressInputs = () => (
  <>
    <Box sx={INPUT_ROW}>
      {input('street', true)}
      {input('houseNumber')}
    </Box>
    <Box sx={INPUT_ROW}>
      {input('zipCode')}
      {input('city', true)}
      {input('country')}
    </Box>
    {input('contactName')}
    <Box sx={INPUT_ROW}>
      {input('contactEmail')}
      {input('phone')}
    </Box>
  </>
);
