import {
  BooleanField,
  EmailField,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  useLocaleState,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { definitionOf, type Field } from '../../domain/resources';
import { intlLocale } from '../format';
import { ChoicesField } from './ChoicesField';
import { choiceLabel, choicesOf } from './labels';
import { DayField } from './DayField';

/** A linked record's name, linking to its list searched for it (as the global search's hits do). */
const ReferenceName = ({ source, reference }: { source: string; reference: string }) => {
  const { hasList } = useResourceDefinition({ resource: reference });
  const display = definitionOf(reference)?.display ?? 'name';
  const link = (record: RaRecord) =>
    `/${reference}?filter=${encodeURIComponent(JSON.stringify({ q: String(record[display] ?? '') }))}`;
  return <ReferenceField source={source} reference={reference} link={hasList ? link : false} />;
};

/**
 * The value of a declared field as react-admin's own field of its kind: a choice by its text, a day
 * in the language's pattern, a yes/no as a mark, a number in the language's digits, a linked
 * record by its name. Values a choice has no text for show as they are.
 */
export const DeclaredField = ({ source, field }: { source: string; field: Field }) => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const [locale] = useLocaleState();
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return <DayField source={source} />;
    case 'datetime':
      return <DayField source={source} withTime />;
    case 'integer':
    case 'number':
      return <NumberField source={source} locales={intlLocale(locale)} />;
    case 'choice':
      return (
        <SelectField
          source={source}
          choices={choicesOf(resource, source, field.values)}
          optionText={(choice: { id: string; name: string }) => translate(choice.name, { _: choice.id })}
          translateChoice={false}
        />
      );
    case 'choices':
      return <ChoicesField source={source} textOf={(value) => choiceLabel(resource, source, value)} />;
    case 'reference':
      return <ReferenceName source={source} reference={field.resource} />;
    case 'email':
      return <EmailField source={source} />;
    default:
      return <TextField source={source} />;
  }
};
