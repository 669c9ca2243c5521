import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useListContext, useTranslate } from 'react-admin';

interface ListEmptyProps {
  /** i18n key of what is missing ("No venues yet."). */
  text: string;
  /** i18n key of a line on what the list is for, shown while nothing is filtered (left out where the catalogue has none). */
  hint?: string;
  /** The way to the first record, for users who may create one. */
  action?: { label: string; onClick: () => void; icon?: ReactNode };
}

/**
 * A list without rows (§8 no-data text): what is missing, what the list is for and a button to
 * create the first record; with a search or filter set, that nothing matches instead.
 */
export const ListEmpty = ({ text, hint, action }: ListEmptyProps) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  // the deleted toggle's default (false) is no filter, nor is the organisation the list shows (it
  // has no rows yet); the list's permanent filter is not among these
  const filtered = Object.entries(filterValues ?? {}).some(
    ([key, value]) =>
      key !== 'organisationId' && value !== undefined && value !== null && value !== '' && value !== false,
  );
  const hintText = hint ? translate(hint, { _: '' }) : '';
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="list-empty">
      <Typography color="text.secondary" gutterBottom>
        {translate(filtered ? 'lists.no_results' : text)}
      </Typography>
      {!filtered && hintText && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 2 }}>
          {hintText}
        </Typography>
      )}
      {!filtered && action && (
        <Button variant="contained" startIcon={action.icon ?? <AddIcon />} onClick={action.onClick}>
          {translate(action.label)}
        </Button>
      )}
    </Box>
  );
};
