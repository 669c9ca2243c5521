import { SearchInput, SelectInput, type RaRecord, type TranslateFunction } from 'react-admin';
import { MultiSelectFilter } from './MultiSelectFilter';
import { textChoices } from '../fields/labels';

interface ChoiceFilterOptions {
  /** The input's least width in pixels. */
  width?: number;
  /** Several values at once (the server matches any of them). */
  several?: boolean;
  /** Its label, when not the field's own. */
  label?: string;
  /** Shown at once, not only once added from the filter menu (the default). */
  alwaysOn?: boolean;
}

const choiceInput = (
  source: string,
  choices: { id: unknown; name: string }[],
  translateChoice: boolean,
  { width = 180, several, alwaysOn = true, label }: ChoiceFilterOptions = {},
) => {
  const Input = several ? MultiSelectFilter : SelectInput;
  return <Input key={source} {...{ source, alwaysOn, label, choices, translateChoice }} sx={{ minWidth: width }} />;
};

/** A list's search, where the server looks for the typed words. */
export const searchFilter = (translate: TranslateFunction) => (
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />
);

/** A filter by a value of a fixed list, each named by its text `<textKey>.<value>`. */
export const valueFilter = (
  source: string,
  values: readonly string[],
  textKey: string,
  options?: ChoiceFilterOptions,
) => {
  const choices = textChoices(values, textKey);
  return choiceInput(source, choices, true, options);
};

/** A filter by a linked record, picked by its name among the loaded ones. */
export const recordFilter = (source: string, records: RaRecord[], options?: ChoiceFilterOptions) => {
  const choices = records.map((record) => ({ id: record.id, name: record.name }));
  return choiceInput(source, choices, false, options);
};
