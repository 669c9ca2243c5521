import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate, type ValidationErrorMessage } from 'react-admin';
import type { Field } from '../../../domain/resources';

/** A validator's message in the user's language. */
export const messageText = (translate: ReturnType<typeof useTranslate>, message: ValidationErrorMessage) =>
  typeof message === 'string' ? translate(message) : translate(message.message, message.args);

/** A value as the grid shows it: yes or no in the user's language, a number or text as it is. */
export function shownValue(translate: ReturnType<typeof useTranslate>, field: Field | undefined, value: unknown) {
  if (value === null || value === undefined) return '';
  if (field?.kind === 'boolean' && typeof value === 'boolean') return translate(`ra.boolean.${value}`);
  return String(value);
}

/** A cell's value, whether it is changed and not yet saved, and why it cannot be saved. */
export interface GridCellValueProps {
  field?: Field;
  value: unknown;
  changed: boolean;
  error?: ValidationErrorMessage;
}

/** A cell's content while not edited: its value, "changed" for screen readers, and why it cannot be saved. */
export const GridCellValue = ({ field, value, changed, error }: GridCellValueProps) => {
  const translate = useTranslate();
  return (
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
  );
};
