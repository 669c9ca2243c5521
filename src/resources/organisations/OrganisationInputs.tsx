import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { INTERNAL_MODULE, MODULES, ORGANISATION_TYPES } from '../../domain/organisations';
import { maxLength, required } from '../../components/forms/validators';
import { AddressInputs, INPUT_ROW as row } from '../../components/organisations/AddressInputs';
import { ModulesInput } from '../../components/organisations/ModulesInput';
import { textChoices } from '../../components/fields/labels';

/** The parent: a site (ITS) needs its ITC, so it is offered ITCs only. */
const ParentInput = () => {
  const type = useWatch({ name: 'type' }) as string | undefined;
  const record = useRecordContext();
  const site = type === 'its';
  return (
    <ReferenceInput
      source="parentId"
      reference="organisations"
      filter={{ deleted: false, ...(site ? { type: 'itc' } : {}) }}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput
        optionText="name"
        validate={site ? required() : undefined}
        helperText={site ? 'resources.organisations.parent_its' : false}
        filterToQuery={(q: string) => ({ q })}
        // the choices change with the type
        key={`${site}-${record?.id ?? 'new'}`}
      />
    </ReferenceInput>
  );
};

/** Inputs of the create and edit dialog; the type is chosen once. */
export const OrganisationInputs = () => {
  const record = useRecordContext();
  const type = useWatch({ name: 'type' }) as string | undefined;
  // the internal module opens every organisation's data: the internal organisation's alone
  const modules = MODULES.filter((m) => m !== INTERNAL_MODULE || type === 'internal');
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(200)]} autoFocus />
      <Box sx={row}>
        <SelectInput
          source="type"
          choices={textChoices(ORGANISATION_TYPES, 'resources.organisations.types')}
          validate={required()}
          disabled={!!record?.id}
          helperText={record?.id ? 'resources.organisations.type_fixed' : false}
        />
        <ParentInput />
      </Box>
      <ModulesInput modules={modules} />
      <AddressInputs />
    </>
  );
};
