import { CheckboxGroupInput, TextInput, useTranslate } from 'react-admin';
import { INTERNAL_MODULE, MODULES } from '../../domain/organisations';
import { maxLength, required } from '../../components/forms/validators';
import { AddressInputs } from '../../components/organisations/AddressInputs';

export const ItsOrganisationInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(200)]} autoFocus />
      <AddressInputs />
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
