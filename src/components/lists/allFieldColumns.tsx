import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { DataTable } from 'react-admin';
import { answeredFields, definitionOf, type Field } from '../../domain/resources';
import { DeclaredField } from '../fields/DeclaredField';

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
export const listedField = (field: Field) =>
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
  const definition = resource ? definitionOf(resource) : undefined;
  if (!definition) return { columns: [], hidden: [] };
  const present = new Set(sourcesOf(children));
  const missing = Object.entries(answeredFields(definition)).filter(
    ([name, field]) => !present.has(name) && listedField(field) && field.kind !== 'reference',
  );
  return {
    columns: missing.map(([name, field]) => (
      <DataTable.Col key={`all-${name}`} source={name} disableSort={field.kind === 'choices'}>
        <DeclaredField source={name} field={field} />
      </DataTable.Col>
    )),
    hidden: missing.map(([name]) => name),
  };
}
