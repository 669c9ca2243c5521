import { FormControlLabel, Switch } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Shows the deleted rows only, or the others (§4 Soft deletion). */
export const DeletedToggle = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const deleted = filterValues.deleted === true;
  return (
    <FormControlLabel
      sx={{ mr: 1, whiteSpace: 'nowrap' }}
      control={
        <Switch
          size="small"
          checked={deleted}
          onChange={(_, checked) => setFilters({ ...filterValues, deleted: checked }, displayedFilters, false)}
          slotProps={{ input: { 'aria-label': translate('lists.show_deleted') } }}
        />
      }
      label={translate('lists.show_deleted')}
    />
  );
};
