import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  TextInput,
  type TranslateFunction,
} from 'react-admin';
import { answeredFields, type Field, type ResourceDefinition } from '../../domain/resources';
import { choicesOf, fieldLabel } from '../fields/labels';
import { DayInput } from '../forms/DayInput';
import { MultiSelectFilter } from '../lists/MultiSelectFilter';
import { dateRangeFilters } from '../lists/rangeFilters';

/** The filter input of a field the list filters on by equality, by the field's kind. */
function filterInput(resource: string, source: string, field: Field): ReactElement {
  switch (field.kind) {
    case 'choice':
    case 'choices':
      // a list of values matches any of them
      return (
        <MultiSelectFilter
          key={source}
          source={source}
          alwaysOn
          choices={choicesOf(resource, source, field.values)}
          sx={{ minWidth: 180 }}
        />
      );
    case 'boolean':
      return <NullableBooleanInput key={source} source={source} alwaysOn sx={{ minWidth: 160 }} />;
    case 'reference':
      return (
        <ReferenceInput key={source} source={source} reference={field.resource} alwaysOn>
          <AutocompleteInput label={fieldLabel(resource, source)} sx={{ minWidth: 200 }} />
        </ReferenceInput>
      );
    case 'date':
      return <DayInput key={source} source={source} alwaysOn />;
    case 'integer':
    case 'number':
      return <NumberInput key={source} source={source} alwaysOn />;
    default:
      return <TextInput key={source} source={source} alwaysOn />;
  }
}

/**
 * The filters a definition declares, drawn: each of `list.filters` as the input of its kind, each of
 * `list.ranges` as a from and a to day: every filter the server accepts, the screen offers.
 */
export function declaredFilters(definition: ResourceDefinition, translate: TranslateFunction): ReactElement[] {
  const fields = answeredFields(definition);
  return [
    ...(definition.list.filters ?? []).flatMap((name) =>
      fields[name] ? [filterInput(definition.name, name, fields[name])] : [],
    ),
    ...(definition.list.ranges ?? []).flatMap((name) =>
      dateRangeFilters(name, fieldLabel(definition.name, name), translate),
    ),
  ];
}
