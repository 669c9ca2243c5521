import { Children, createElement, Fragment, isValidElement, type ElementType, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { getPath } from './grouping';

/** The props of a DataTable column the readable list reads. */
export interface Column {
  source?: string;
  label?: ReactNode;
  render?: (record: RaRecord) => ReactNode;
  field?: ElementType;
  children?: ReactNode;
  disableSort?: boolean;
}

export const columnsOf = (children: ReactNode): Column[] =>
  Children.toArray(children).flatMap((child) => {
    if (!isValidElement<Column>(child)) return [];
    return child.type === Fragment ? columnsOf(child.props.children) : [child.props];
  });

/** A cell's content, as DataTable renders it. */
export const valueOf = (column: Column, record: RaRecord): ReactNode => {
  if (column.children) return column.children;
  if (column.render) return column.render(record);
  if (column.field) return createElement(column.field, { source: column.source });
  const value = getPath(record, column.source ?? '');
  return value == null ? null : String(value);
};

export const isBlank = (value: ReactNode) => value == null || value === '' || value === false;
