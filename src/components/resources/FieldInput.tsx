import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useResourceContext,
  type Validator,
} from 'react-admin';
import type { Field } from '../../domain/resources';
import { choicesOf } from '../fields/labels';
import { validatorsOf } from '../forms/fieldValidators';
import { DayInput } from '../forms/DayInput';

/**
 * The input of a declared field, by its kind, with the validators of its limits (or `validate`,
 * which a caller builds on them: the bulk edit checks only the fields it will send).
 */
export const FieldInput = ({
  source,
  field,
  autoFocus,
  disabled,
  validate = validatorsOf(field),
}: {
  source: string;
  field: Field;
  autoFocus?: boolean;
  disabled?: boolean;
  validate?: Validator[];
}) => {
  const resource = useResourceContext()!;
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <TextInput
          source={source}
          validate={validate}
          multiline
          minRows={2}
          autoFocus={autoFocus}
          disabled={disabled}
        />
      ) : (
        <TextInput source={source} validate={validate} autoFocus={autoFocus} disabled={disabled} />
      );
    case 'email':
      return <TextInput source={source} type="email" validate={validate} autoFocus={autoFocus} disabled={disabled} />;
    case 'integer':
    case 'number':
      return <NumberInput source={source} validate={validate} min={field.min} max={field.max} disabled={disabled} />;
    case 'boolean':
      return <BooleanInput source={source} disabled={disabled} />;
    case 'date':
      return <DayInput source={source} validate={validate} disabled={disabled} />;
    case 'choice':
    case 'choices': {
      // one value, or several of the same list
      const Input = field.kind === 'choice' ? SelectInput : SelectArrayInput;
      return (
        <Input
          source={source}
          choices={choicesOf(resource, source, field.values)}
          validate={validate}
          disabled={disabled}
        />
      );
    }
    case 'reference':
      return (
        <ReferenceInput source={source} reference={field.resource}>
          <AutocompleteInput validate={validate} disabled={disabled} />
        </ReferenceInput>
      );
    default:
      // lists and objects need a screen of their own (a course's trainers)
      return null;
  }
};
