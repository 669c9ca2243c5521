import { TableCell, alpha } from '@mui/material';
import type { Field } from '../../../domain/resources';
import { CellEditor, type AfterCommit } from './CellEditor';
import { GridCellValue, type GridCellValueProps } from './GridCellValue';

/** Numbers stand right, as the list's columns have them. */
export const numeric = (field: Field | undefined) => field?.kind === 'integer' || field?.kind === 'number';

/**
 * One cell of the grid (a `gridcell`, focusable by the roving tabindex): the value, marked when
 * changed and not yet saved, with the reason where it cannot be saved; its field's input while
 * edited. A cell without a field (the record's name) is read-only.
 */
export const GridCell = ({
  at,
  field,
  source,
  value,
  changed,
  error,
  focused,
  editing,
  onFocus,
  onEdit,
  onCommit,
  onCancel,
}: GridCellValueProps & {
  at: string;
  source: string;
  focused: boolean;
  editing: boolean;
  onFocus: () => void;
  onEdit: () => void;
  onCommit: (value: unknown, then: AfterCommit) => void;
  onCancel: () => void;
}) => (
  <TableCell
    role="gridcell"
    tabIndex={focused && !editing ? 0 : -1}
    data-cell={at}
    align={numeric(field) ? 'right' : undefined}
    data-changed={changed || undefined}
    aria-readonly={field ? undefined : true}
    aria-invalid={error ? true : undefined}
    onFocus={onFocus}
    onDoubleClick={field && !editing ? onEdit : undefined}
    sx={(theme) => ({
      verticalAlign: 'top',
      maxWidth: 320,
      // a text needs room beside the row's status, which the table would give the longer text
      minWidth: field?.kind === 'text' ? 200 : undefined,
      cursor: field ? 'cell' : undefined,
      ...(changed && { bgcolor: alpha(theme.palette.warning.main, 0.16) }),
      ...(error && {
        bgcolor: alpha(theme.palette.error.main, 0.14),
        boxShadow: `inset 3px 0 ${theme.palette.error.main}`,
      }),
      '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    })}
  >
    {editing && field ? (
      <CellEditor source={source} field={field} value={value} onCommit={onCommit} onCancel={onCancel} />
    ) : (
      <GridCellValue field={field} value={value} changed={changed} error={error} />
    )}
  </TableCell>
);
