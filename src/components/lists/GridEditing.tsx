import { lazy, Suspense, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Alert, Button, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useListContext, useTranslate } from 'react-admin';
import { gridEditableFields, definitionOf } from '../../domain/resources';
import type { Drafts } from './grid/drafts';
import { useUndoOffer } from './useUndoOffer';

// the grid is a chunk of its own, loaded when a list is first edited in the table
const EditGrid = lazy(() => import('./grid/EditGrid').then((m) => ({ default: m.EditGrid })));

/** A list screen's "Edit in the table": whether it is on, and its changes not yet saved, kept per row id across pages. */
export interface GridEditing {
  editing: boolean;
  setEditing: Dispatch<SetStateAction<boolean>>;
  drafts: Drafts;
  setDrafts: Dispatch<SetStateAction<Drafts>>;
}

export function useGridEditing(): GridEditing {
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<Drafts>({});
  return { editing, setEditing, drafts, setDrafts };
}

/** Whether the resource's list offers "Edit in the table": it declares grid-editable fields. */
export const offersGrid = (resource: string) => {
  const definition = definitionOf(resource);
  return !!definition && gridEditableFields(definition).length > 0;
};

/**
 * "Edit in the table": switches the list to the grid of its grid-editable fields and back (not
 * among deleted rows); back only once the changes are saved or discarded.
 */
export const GridToggle = ({ grid: { editing, setEditing, drafts } }: { grid: GridEditing }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  if (filterValues.deleted) return null;
  const unsaved = editing && Object.keys(drafts).length > 0;
  const button = (
    <Button
      size="small"
      variant={editing ? 'contained' : 'text'}
      startIcon={<GridOnIcon />}
      aria-pressed={editing}
      disabled={unsaved}
      onClick={() => setEditing(!editing)}
      data-testid="grid-toggle"
    >
      {translate('lists.grid.toggle')}
    </Button>
  );
  return unsaved ? (
    <Tooltip title={translate('lists.grid.finish_first')}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
};

/**
 * The list's table (`children`), or while "Edit in the table" is on its grid; below 600 px a note
 * that the grid needs a wider screen, above the table. The undo of a grid's save is offered from
 * here, which outlives the grid: its notice may be clicked after the user left the grid.
 */
export const TableOrGrid = ({
  grid,
  context,
  children,
}: {
  grid: GridEditing;
  /** Read-only columns of the grid after the name, that tell rows apart. */
  context?: readonly string[];
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const undoing = useUndoOffer({ title: 'lists.grid.undo_title', summary: 'lists.grid.undo_refused' });
  return (
    <>
      {grid.editing && !phone ? (
        <Suspense fallback={null}>
          <EditGrid drafts={grid.drafts} setDrafts={grid.setDrafts} offerUndo={undoing.offer} context={context} />
        </Suspense>
      ) : (
        <>
          {grid.editing && (
            <Alert severity="info" sx={{ m: 1 }} data-testid="grid-phone">
              {translate('lists.grid.phone')}
            </Alert>
          )}
          {children}
        </>
      )}
      {undoing.dialog}
    </>
  );
};
