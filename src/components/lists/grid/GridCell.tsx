import { Box, TableCell, Typography, alpha } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate, type ValidationErrorMessage } from 'react-admin';
import type { Field } from '../../../domain/resources';
import { CellEditor, type AfterCommit } from './CellEditor';

/** Numbers stand right, as the list's columns have them. */
export const numeric = (field: Field | undefined) => field?.kind === 'integer' || field?.kind === 'number';

/** A validator's message in the user's language. */
export const messageText = (translate: ReturnType<typeof useTranslate>, message: ValidationErrorMessage) =>
  typeof message === 'string' ? translate(message) : translate(message.message, message.args);

/** A value as the grid shows it: yes or no in the user's language, a number or text as it is. */
export function shownValue(translate: ReturnType<typeof useTranslate>, field: Field | undefined, value: unknown) {
  if (value === null || value === undefined) return '';
  if (field?.kind === 'boolean' && typeof value === 'boolean') return translate(`ra.boolean.${value}`);
  return String(value);
}

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
}: {
  at: string;
  field?: Field;
  source: string;
  value: unknown;
  changed: boolean;
  error?: ValidationErrorMessage;
  focused: boolean;
  editing: boolean;
  onFocus: () => void;
  onEdit: () => void;
  onCommit: (value: unknown, then: AfterCommit) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  return (
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
        <>
          <Box
            component="span"
            // wrapped, as the lists' cells are; only a text longer than four lines is cut (its input shows it whole)
            sx={{
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: 4,
              overflow: 'hidden',
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              minHeight: '1.4em',
            }}
          >
            {shownValue(translate, field, value)}
          </Box>
          {changed && !error && (
            <Box component="span" sx={visuallyHidden}>
              {translate('lists.grid.changed')}
            </Box>
          )}
          {error && (
            <Typography
              variant="caption"
              component="span"
              data-testid="cell-error"
              // the darker red keeps its contrast on the marked cell
              sx={(theme) => ({
                display: 'block',
                color: theme.palette.mode === 'dark' ? 'error.light' : 'error.dark',
              })}
            >
              {messageText(translate, error)}
            </Typography>
          )}
        </>
      )}
    </TableCell>
  );
};
