import { DateInput, type TranslateFunction } from 'react-admin';
import { rangeFilters } from '../../domain/listFilters';

/**
 * The two inputs of a date range filter (`<field>_gte`, `<field>_lte`, both days included), labelled
 * "<field> from" and "<field> to" with the field's own label.
 */
export const dateRangeFilters = (field: string, fieldLabel: string, translate: TranslateFunction) => {
  const { from, to } = rangeFilters(field);
  const name = translate(fieldLabel);
  return [
    <DateInput key={from} source={from} alwaysOn label={translate('lists.range.from', { field: name })} />,
    <DateInput key={to} source={to} alwaysOn label={translate('lists.range.to', { field: name })} />,
  ];
};
