import { useRecordContext, useResourceContext } from 'react-admin';
import { definitionOf } from '../../domain/resources';
import { FieldInput } from './FieldInput';
import { OrganisationInput } from '../lists/OrganisationInput';

/**
 * The inputs of a declared resource's create and edit forms: its writable fields in their
 * declared order (those set on create only are left out on edit), and its organisation where the
 * caller may create in several.
 */
export const DeclaredInputs = () => {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const definition = definitionOf(resource)!;
  const fields = Object.entries(definition.fields).filter(
    ([, field]) => !field.readOnly && !(record?.id && field.createOnly),
  );
  return (
    <>
      {definition.owner === 'organisationId' && <OrganisationInput />}
      {fields.map(([source, field], index) => (
        <FieldInput key={source} source={source} field={field} autoFocus={index === 0} />
      ))}
    </>
  );
};
