import type { TranslateFunction } from 'react-admin';
import { DayInput } from '../forms/DayInput';
import { rangeFilters } from '../../domain/listFilters';

/**
 * The two inputs of a date range filter (`<field>_gte`, `<field>_lte`, both days included), labelled
 * "<field> from" and "<field> to" with the field's own label.
 */
export const dateRangeFilters = (field: string, fieldLabel: string, translate: TranslateFunction) => {
  const { from, to } = rangeFilters(field);
  const name = translate(fieldLabel);
  return [
    <DayInput key={from} source={from} alwaysOn label={translate('lists.range.from', { field: name })} />,
    <DayInput key={to} source={to} alwaysOn label={translate('lists.range.to', { field: name })} />,
  ];
};
