import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { answeredFields, definitionOf, type Field } from '../../domain/resources';
import { useFormat } from '../format';

/** The sources of a table's columns (through fragments), as the column picker knows them. */
const sourcesOf = (children: ReactNode): string[] =>
  Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ source?: string; children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return sourcesOf(child.props.children);
    return child.props.source ? [child.props.source] : [];
  });

/**
 * Fields a list row answers as one value: not a nested object or list, not only on the detail,
 * and not what the server works out for the caller's screen (may he edit it, which steps he may take).
 */
const shown = (field: Field) =>
  !field.detailOnly &&
  !field.writeOnly &&
  !field.derived &&
  field.kind !== 'object' &&
  field.kind !== 'list' &&
  !(field.kind === 'choices' && field.readOnly);

/**
 * Columns for every field of the list's record that the table does not show itself, hidden at
 * first: the column picker then offers every field. Ids of linked records are left out (their
 * names are fields of their own), as is the row's id.
 */
export function useAllFieldColumns(resource: string | undefined, children: ReactNode) {
  const translate = useTranslate();
  const format = useFormat();
  const definition = resource ? definitionOf(resource) : undefined;
  if (!definition) return { columns: [], hidden: [] };
  const present = new Set(sourcesOf(children));
  const missing = Object.entries(answeredFields(definition)).filter(
    ([name, field]) => !present.has(name) && shown(field) && field.kind !== 'reference',
  );
  const valueOf = (field: Field, name: string, value: unknown): ReactNode => {
    if (value == null || value === '') return '';
    switch (field.kind) {
      case 'date':
        return format.day(value);
      case 'datetime':
        return format.dateTime(value);
      case 'boolean':
        return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
      case 'integer':
      case 'number':
        return format.number(value);
      case 'choices':
        return (value as unknown[]).map(String).join(', ');
      case 'choice':
        return translate(`resources.${definition.name}.choices.${name}.${String(value)}`, { _: String(value) });
      default:
        return String(value);
    }
  };
  return {
    columns: missing.map(([name, field]) => (
      <DataTable.Col
        key={`all-${name}`}
        source={name}
        disableSort={field.kind === 'choices'}
        render={(record: RaRecord) => valueOf(field, name, record[name])}
      />
    )),
    hidden: missing.map(([name]) => name),
  };
}
