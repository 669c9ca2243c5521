import { IconButton, Stack, TableCell, Tooltip, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useResourceContext, useTranslate } from 'react-admin';
import { refusalText } from '../refusalText';
import type { RowDraft } from './drafts';

/**
 * The last cell of a row: whether its changes are saved yet, or why the server refused them, and a
 * button that discards them. The button takes the cell's focus itself (the grid pattern's rule for a
 * cell holding one widget).
 */
export const RowStatus = ({
  at,
  draft,
  focused,
  onFocus,
  onDiscard,
}: {
  at: string;
  draft?: RowDraft;
  focused: boolean;
  onFocus: () => void;
  onDiscard: () => void;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  if (!draft) return <TableCell role="gridcell" tabIndex={focused ? 0 : -1} data-cell={at} onFocus={onFocus} />;
  const { refused } = draft;
  const label = translate('lists.grid.discard_row', { name: draft.name });
  return (
    <TableCell
      role="gridcell"
      data-cell={at}
      onFocus={onFocus}
      sx={{ verticalAlign: 'top', minWidth: 200 }}
      data-testid="row-status"
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} tabIndex={focused ? 0 : -1} onClick={onDiscard}>
            <UndoIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Typography
          variant="body2"
          sx={(theme) => ({
            pt: 0.5,
            ...(refused && { color: theme.palette.mode === 'dark' ? 'error.light' : 'error.dark' }),
          })}
        >
          {refused
            ? translate('lists.grid.refused', { reason: refusalText(translate, resource, refused) })
            : translate('lists.grid.unsaved')}
        </Typography>
      </Stack>
    </TableCell>
  );
};
