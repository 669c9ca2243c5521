import { definitionOf, gridEditableFields, type Field } from '../../../domain/resources';
import type { Cell } from './keyboard';

/** A column of the grid: its source, and its field where the grid edits it (none where it is read-only). */
export interface GridColumn {
  source: string;
  field?: Field;
}

/** A cell's name, as its `data-cell` attribute has it: `row:column`. */
export const cellKey = (cell: Cell) => `${cell.row}:${cell.column}`;

/**
 * The grid's columns: the record's name and the context, read-only; then the resource's
 * grid-editable fields. The row's state follows them as a last column of its own.
 */
export function gridColumns(resource: string, context: readonly string[]): GridColumn[] {
  const definition = definitionOf(resource)!;
  return [
    { source: definition.display },
    ...context.map((source) => ({ source })),
    ...gridEditableFields(definition).map(([source, field]) => ({ source, field })),
  ];
}
