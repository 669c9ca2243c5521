import { Alert, Button, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { hasErrors, type Drafts } from './drafts';

/**
 * The grid's buttons above it: "Save N rows" and "Discard" for the changed rows, and the warning
 * that the cells in error must be fixed before saving.
 */
export const GridToolbar = ({
  drafts,
  pending,
  onSave,
  onDiscard,
}: {
  drafts: Drafts;
  pending: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) => {
  const translate = useTranslate();
  const changedRows = Object.keys(drafts).length;
  const invalid = hasErrors(drafts);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="small"
        startIcon={<SaveIcon />}
        disabled={!changedRows || invalid || pending}
        onClick={onSave}
        data-testid="grid-save"
      >
        {translate('lists.grid.save', { smart_count: changedRows })}
      </Button>
      <Button size="small" disabled={!changedRows || pending} onClick={onDiscard}>
        {translate('lists.grid.discard')}
      </Button>
      {invalid && (
        <Alert severity="warning" sx={{ py: 0 }} data-testid="grid-fix-first">
          {translate('lists.grid.fix_first')}
        </Alert>
      )}
    </Stack>
  );
};
