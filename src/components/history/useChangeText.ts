import { useTranslate } from 'react-admin';
import { definitionOf, type Field } from '../../domain/resources';
import { useFormat } from '../format';

/**
 * How a change of a record reads in the user's language: the field's name from the resource's
 * texts, values as its screens show them (days and moments formatted, choices translated).
 */
export function useChangeText() {
  const translate = useTranslate();
  const format = useFormat();

  const fieldName = (resource: string, field: string) =>
    translate(`resources.${resource}.fields.${field}`, {
      _: translate(`history.fields.${field}`, { _: field }),
    });

  const valueText = (resource: string, name: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return translate('history.none');
    const field: Field | undefined = definitionOf(resource)?.fields[name];
    const choice = (v: unknown) => translate(`resources.${resource}.choices.${name}.${String(v)}`, { _: String(v) });
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    switch (field?.kind) {
      case 'date':
        return format.day(value);
      case 'datetime':
        return format.dateTime(value);
      case 'choice':
        return choice(value);
      case 'choices':
        return Array.isArray(value) ? value.map(choice).join(', ') : String(value);
      case 'number':
      case 'integer':
        return format.number(value);
    }
    if (Array.isArray(value)) return translate('history.items', { smart_count: value.length });
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };

  const actionName = (action: string) =>
    translate(`history.action.${action}`, { _: translate('history.action.other', { action }) });

  return { fieldName, valueText, actionName };
}
