import { TableRow } from '@mui/material';
import { useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { definitionOf } from '../../../domain/resources';
import { choiceLabel } from '../../fields/labels';
import type { AfterCommit } from './CellEditor';
import type { RowDraft } from './drafts';
import { cellKey, type GridColumn } from './gridColumns';
import { GridCell } from './GridCell';
import type { Cell } from './keyboard';
import { RowStatus } from './RowStatus';

/**
 * One record's row of the grid: a cell per column, showing the draft's value where the row has one,
 * and the row's state last. `index` is the row's place on the page; `place` the grid's tab stop.
 */
export const GridRow = ({
  row,
  index,
  columns,
  draft,
  place,
  editing,
  onFocus,
  onEdit,
  onCommit,
  onCancel,
  onDiscard,
}: {
  row: RaRecord;
  index: number;
  columns: readonly GridColumn[];
  draft?: RowDraft;
  place: Cell;
  editing?: Cell;
  onFocus: (cell: Cell) => void;
  onEdit: (cell: Cell) => void;
  onCommit: (cell: Cell, value: unknown, then: AfterCommit) => void;
  onCancel: (cell: Cell) => void;
  onDiscard: () => void;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const definition = definitionOf(resource)!;
  const valueOf = (source: string) => (draft && source in draft.values ? draft.values[source] : row[source]);
  /** A read-only cell's text: a choice by its label, as the list's column shows it. */
  const shownOf = (source: string) => {
    const value = row[source];
    return definition.fields[source]?.kind === 'choice' && typeof value === 'string'
      ? translate(choiceLabel(resource, source, value), { _: value })
      : value;
  };
  return (
    <TableRow role="row" data-id={row.id} data-testid="grid-row">
      {columns.map(({ source, field }, column) => {
        const cell = { row: index, column };
        return (
          <GridCell
            key={source}
            at={cellKey(cell)}
            field={field}
            source={source}
            value={field ? valueOf(source) : shownOf(source)}
            changed={!!draft && source in draft.values}
            error={draft?.errors[source]}
            focused={cellKey(place) === cellKey(cell)}
            editing={!!editing && cellKey(editing) === cellKey(cell)}
            onFocus={() => onFocus(cell)}
            onEdit={() => onEdit(cell)}
            onCommit={(value, then) => onCommit(cell, value, then)}
            onCancel={() => onCancel(cell)}
          />
        );
      })}
      <RowStatus
        at={cellKey({ row: index, column: columns.length })}
        draft={draft}
        focused={cellKey(place) === cellKey({ row: index, column: columns.length })}
        onFocus={() => onFocus({ row: index, column: columns.length })}
        onDiscard={onDiscard}
      />
    </TableRow>
  );
};
