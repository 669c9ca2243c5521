import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useResourceContext,
} from 'react-admin';
import type { Field } from '../../domain/resources';
import { choicesOf } from '../fields/labels';
import { validatorsOf } from '../forms/fieldValidators';
import { DayInput } from '../forms/DayInput';

/** The input of a declared field, by its kind, with the validators of its limits. */
export const FieldInput = ({ source, field, autoFocus }: { source: string; field: Field; autoFocus?: boolean }) => {
  const resource = useResourceContext()!;
  const validate = validatorsOf(field);
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <TextInput source={source} validate={validate} multiline minRows={2} autoFocus={autoFocus} />
      ) : (
        <TextInput source={source} validate={validate} autoFocus={autoFocus} />
      );
    case 'email':
      return <TextInput source={source} type="email" validate={validate} autoFocus={autoFocus} />;
    case 'integer':
    case 'number':
      return <NumberInput source={source} validate={validate} min={field.min} max={field.max} />;
    case 'boolean':
      return <BooleanInput source={source} />;
    case 'date':
      return <DayInput source={source} validate={validate} />;
    case 'choice':
      return <SelectInput source={source} choices={choicesOf(resource, source, field.values)} validate={validate} />;
    case 'choices':
      return (
        <SelectArrayInput source={source} choices={choicesOf(resource, source, field.values)} validate={validate} />
      );
    case 'reference':
      return (
        <ReferenceInput source={source} reference={field.resource}>
          <AutocompleteInput validate={validate} />
        </ReferenceInput>
      );
    default:
      // lists and objects need a screen of their own (a course's trainers)
      return null;
  }
};
