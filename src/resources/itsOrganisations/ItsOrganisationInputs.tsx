import { TextInput } from 'react-admin';
import { INTERNAL_MODULE, MODULES } from '../../domain/organisations';
import { maxLength, required } from '../../components/forms/validators';
import { AddressInputs } from '../../components/organisations/AddressInputs';
import { ModulesInput } from '../../components/organisations/ModulesInput';

export const ItsOrganisationInputs = () => {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(200)]} autoFocus />
      <AddressInputs />
      <ModulesInput modules={MODULES.filter((m) => m !== INTERNAL_MODULE)} />
    </>
  );
};
