import type { Dispatch, SetStateAction } from 'react';
import { Stack, Table, TableBody, TableContainer, Typography } from '@mui/material';
import { useListContext, useResourceContext, useTranslate } from 'react-admin';
import type { UndoOffer } from '../useUndoOffer';
import { withoutRow, type Drafts } from './drafts';
import { gridColumns } from './gridColumns';
import { GridHeader } from './GridHeader';
import { GridRow } from './GridRow';
import { GridToolbar } from './GridToolbar';
import { useGridKeyboard } from './useGridKeyboard';
import { useGridPaste } from './useGridPaste';
import { useGridSave } from './useGridSave';
import { useGridSelection } from './useGridSelection';

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
  const { data = [] } = useListContext();
  // the name and the context, read-only; the editable fields; the row's state
  const columns = gridColumns(resource, context);
  const width = columns.length + 1;
  const yesNo = { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };
  const selection = useGridSelection(data.length, width, { row: 0, column: 1 + context.length });
  const { onKeyDown, commit } = useGridKeyboard({ data, columns, width, selection, setDrafts, yesNo });
  const onPaste = useGridPaste({ data, columns, selection, setDrafts, yesNo });
  const { save, pending } = useGridSave({ drafts, setDrafts, offerUndo });

  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  return (
    <Stack sx={{ gap: 1, p: 1 }}>
      <Typography variant="body2" id="grid-hint" sx={{ color: 'text.secondary' }}>
        {translate('lists.grid.hint')}
      </Typography>
      <GridToolbar drafts={drafts} pending={pending} onSave={save} onDiscard={() => setDrafts({})} />
      <TableContainer>
        <Table
          ref={selection.grid}
          role="grid"
          size="small"
          aria-label={translate('lists.grid.label', { name })}
          aria-describedby="grid-hint"
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          data-testid="edit-grid"
        >
          <GridHeader columns={columns} />
          <TableBody>
            {data.map((row, index) => (
              <GridRow
                key={row.id}
                row={row}
                index={index}
                columns={columns}
                draft={drafts[String(row.id)]}
                place={selection.place}
                editing={selection.editing}
                onFocus={selection.setAt}
                onEdit={selection.edit}
                onCommit={commit}
                onCancel={selection.cancel}
                onDiscard={() => setDrafts((current) => withoutRow(current, String(row.id)))}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};
