import { FormControlLabel, Switch } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Shows the deleted rows only, or the others (§4 Soft deletion). `label`: an i18n key (users say "deactivated"). */
export const DeletedToggle = ({ label = 'lists.show_deleted' }: { label?: string }) => {
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
          slotProps={{ input: { 'aria-label': translate(label) } }}
        />
      }
      label={translate(label)}
    />
  );
};
