import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
} from 'react';
import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import {
  useDataProvider,
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { definitionOf, gridEditableFields, type Field } from '../../../domain/resources';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { choiceLabel, fieldLabel } from '../../fields/labels';
import { failureNotice } from '../../forms/failureText';
import { undoOfRows } from '../bulkUndo';
import type { UndoOffer } from '../useUndoOffer';
import { cellValue, type CellValue } from './cellValue';
import { afterSave, hasErrors, namesOf, previousOf, rowsToSave, withCell, withoutRow, type Drafts } from './drafts';
import type { AfterCommit } from './CellEditor';
import { GridCell, numeric } from './GridCell';
import { clampCell, moveFrom, type Cell } from './keyboard';
import { parseBlock, pasteBlock } from './paste';
import { RowStatus } from './RowStatus';

const key = (cell: Cell) => `${cell.row}:${cell.column}`;

/**
 * "Edit in the table": the page's rows as a grid (the WAI-ARIA grid pattern: one tab stop, arrows,
 * Tab, Home and End move; Enter, F2 or a double click edits a cell with its field's input, Delete
 * clears it) of the record's name and its grid-editable fields. Changes are kept per row id in
 * `drafts`, which the list screen holds, so they survive paging; a block pasted at a cell fills
 * the cells from there, each checked as the forms check it. "Save N rows" sends each changed row
 * with its own values and version in one request; the rows refused stay with their reason. The
 * notice of the save offers its undo: each saved row's values before, on the version it has now.
 */
export const EditGrid = ({
  drafts,
  setDrafts,
  offerUndo,
  context = [],
}: {
  drafts: Drafts;
  setDrafts: Dispatch<SetStateAction<Drafts>>;
  offerUndo?: UndoOffer;
  /** Read-only columns after the name that tell rows apart (a request's discipline and status). */
  context?: readonly string[];
}) => {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const represent = useGetRecordRepresentation(resource);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useListContext();
  const definition = definitionOf(resource)!;
  // the name and the context, read-only; the editable fields; the row's state
  const columns: { source: string; field?: Field }[] = [
    { source: definition.display },
    ...context.map((source) => ({ source })),
    ...gridEditableFields(definition).map(([source, field]) => ({ source, field })),
  ];
  const width = columns.length + 1;
  const [at, setAt] = useState<Cell>({ row: 0, column: 1 + context.length });
  const [editing, setEditing] = useState<Cell>();
  const [pending, setPending] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  // the focus follows `at` only after a move of the user's, never on a render of its own
  const moved = useRef(false);
  const place = clampCell(at, data.length, width);
  const yesNo = { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-cell="${key(place)}"]`);
    (cell?.querySelector<HTMLElement>('button') ?? cell)?.focus();
  });

  const moveTo = (cell: Cell) => {
    moved.current = true;
    setAt(cell);
  };
  const setCell = (row: RaRecord, source: string, cell: CellValue) =>
    setDrafts((current) => withCell(current, row, String(represent(row)), source, cell));
  const valueOf = (row: RaRecord, source: string) => {
    const draft = drafts[String(row.id)];
    return draft && source in draft.values ? draft.values[source] : row[source];
  };
  /** A read-only cell's text: a choice by its label, as the list's column shows it. */
  const shownOf = (row: RaRecord, source: string) => {
    const value = row[source];
    return definition.fields[source]?.kind === 'choice' && typeof value === 'string'
      ? translate(choiceLabel(resource, source, value), { _: value })
      : value;
  };
  const commit = (cell: Cell, value: unknown, then: AfterCommit) => {
    const row = data[cell.row];
    const { source, field } = columns[cell.column];
    if (row && field) setCell(row, source, { value });
    setEditing((current) => (current && key(current) === key(cell) ? undefined : current));
    const next =
      then === 'stay' ? cell : moveFrom(cell, { key: 'Tab', shiftKey: then === 'previous' }, data.length, width);
    moveTo(next ?? cell);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const column = columns[place.column];
    const row = data[place.row];
    const next = moveFrom(place, event, data.length, width);
    if (next) {
      event.preventDefault();
      moveTo(next);
    } else if ((event.key === 'Enter' || event.key === 'F2') && column?.field) {
      event.preventDefault();
      setEditing(place);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && column?.field && row) {
      event.preventDefault();
      setCell(row, column.source, cellValue(column.field, '', yesNo));
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    if (editing) return;
    event.preventDefault();
    const block = parseBlock(event.clipboardData.getData('text/plain'));
    const { cells, left } = pasteBlock(
      block,
      place,
      data.length,
      columns.map((column) => column.field),
      yesNo,
    );
    setDrafts((current) =>
      cells.reduce((next, cell) => {
        const row = data[cell.row];
        return withCell(next, row, String(represent(row)), columns[cell.column].source, cell);
      }, current),
    );
    if (left) notify('lists.grid.left_out', { type: 'warning', messageArgs: { smart_count: left } });
  };

  const save = async () => {
    setPending(true);
    try {
      const result = await dataProvider.editRows(resource, { rows: rowsToSave(drafts) });
      setDrafts((current) => afterSave(current, result.data, result.refused));
      // the rows as they were before this save: what its undo writes back
      const undo = offerUndo?.(undoOfRows(resource, previousOf(drafts), result), namesOf(drafts)) ?? {};
      if (result.refused.length) {
        notify('lists.grid.not_saved', {
          type: 'warning',
          messageArgs: {
            smart_count: result.refused.length,
            saved: translate('lists.bulk_edit.saved', { smart_count: result.data.length }),
          },
          ...undo,
        });
      } else
        notify('lists.bulk_edit.saved', { type: 'success', messageArgs: { smart_count: result.data.length }, ...undo });
      refresh();
    } catch (failure) {
      notify(failureNotice(translate, 'notification.saving', failure), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const changedRows = Object.keys(drafts).length;
  const invalid = hasErrors(drafts);
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  return (
    <Stack sx={{ gap: 1, p: 1 }}>
      <Typography variant="body2" id="grid-hint" sx={{ color: 'text.secondary' }}>
        {translate('lists.grid.hint')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<SaveIcon />}
          disabled={!changedRows || invalid || pending}
          onClick={save}
          data-testid="grid-save"
        >
          {translate('lists.grid.save', { smart_count: changedRows })}
        </Button>
        <Button size="small" disabled={!changedRows || pending} onClick={() => setDrafts({})}>
          {translate('lists.grid.discard')}
        </Button>
        {invalid && (
          <Alert severity="warning" sx={{ py: 0 }} data-testid="grid-fix-first">
            {translate('lists.grid.fix_first')}
          </Alert>
        )}
      </Stack>
      <TableContainer>
        <Table
          ref={grid}
          role="grid"
          size="small"
          aria-label={translate('lists.grid.label', { name })}
          aria-describedby="grid-hint"
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          data-testid="edit-grid"
        >
          <TableHead>
            <TableRow role="row">
              {columns.map(({ source, field }) => (
                <TableCell
                  key={source}
                  role="columnheader"
                  align={numeric(field) ? 'right' : undefined}
                  sx={{ fontWeight: 'bold' }}
                >
                  {translate(fieldLabel(resource, source))}
                </TableCell>
              ))}
              <TableCell role="columnheader" sx={{ fontWeight: 'bold' }}>
                {translate('lists.grid.status')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row, rowIndex) => {
              const draft = drafts[String(row.id)];
              return (
                <TableRow key={row.id} role="row" data-id={row.id} data-testid="grid-row">
                  {columns.map(({ source, field }, column) => {
                    const cell = { row: rowIndex, column };
                    return (
                      <GridCell
                        key={source}
                        at={key(cell)}
                        field={field}
                        source={source}
                        value={field ? valueOf(row, source) : shownOf(row, source)}
                        changed={!!draft && source in draft.values}
                        error={draft?.errors[source]}
                        focused={key(place) === key(cell)}
                        editing={!!editing && key(editing) === key(cell)}
                        onFocus={() => setAt(cell)}
                        onEdit={() => {
                          setAt(cell);
                          setEditing(cell);
                        }}
                        onCommit={(value, then) => commit(cell, value, then)}
                        onCancel={() => {
                          setEditing(undefined);
                          moveTo(cell);
                        }}
                      />
                    );
                  })}
                  <RowStatus
                    at={key({ row: rowIndex, column: columns.length })}
                    draft={draft}
                    focused={key(place) === key({ row: rowIndex, column: columns.length })}
                    onFocus={() => setAt({ row: rowIndex, column: columns.length })}
                    onDiscard={() => setDrafts((current) => withoutRow(current, String(row.id)))}
                  />
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};
