import { Box } from '@mui/material';
import { CheckboxGroupInput, TextInput, useTranslate } from 'react-admin';
import { INTERNAL_MODULE, MODULES } from '../../domain/organisations';
import { email, maxLength, required } from '../../components/forms/validators';

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 160px' } } as const;

export const ItsOrganisationInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(200)]} autoFocus />
      <Box sx={row}>
        <TextInput source="street" validate={maxLength(100)} sx={{ flexGrow: 3 }} />
        <TextInput source="houseNumber" validate={maxLength(20)} />
      </Box>
      <Box sx={row}>
        <TextInput source="zipCode" validate={maxLength(20)} />
        <TextInput source="city" validate={maxLength(100)} sx={{ flexGrow: 3 }} />
        <TextInput source="country" validate={maxLength(60)} />
      </Box>
      <TextInput source="contactName" validate={maxLength(100)} />
      <Box sx={row}>
        <TextInput source="contactEmail" type="email" validate={[email(), maxLength(254)]} />
        <TextInput source="phone" validate={maxLength(50)} />
      </Box>
      <CheckboxGroupInput
        source="modules"
        choices={MODULES.filter((m) => m !== INTERNAL_MODULE).map((m) => ({
          id: m,
          name: translate(`certification.modules.${m}`),
        }))}
        translateChoice={false}
      />
    </>
  );
};
