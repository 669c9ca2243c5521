import { FormControlLabel, Switch } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** Shows the deleted rows only, or the others (§4 Soft deletion). `label`: an i18n key (users say "deactivated"). */
export const DeletedToggle = ({ label = 'lists.show_deleted' }: { label?: string }) => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const deleted = filterValues.deleted === true;
  // The switch answers the click at once; the filter reaches the list through the URL a moment later.
  const [checked, setChecked] = useState(deleted);
  useEffect(() => setChecked(deleted), [deleted]);
  return (
    <FormControlLabel
      sx={{ mr: 1, whiteSpace: 'nowrap' }}
      control={
        <Switch
          size="small"
          checked={checked}
          onChange={(_, value) => {
            setChecked(value);
            setFilters({ ...filterValues, deleted: value }, displayedFilters, false);
          }}
          slotProps={{ input: { 'aria-label': translate(label) } }}
        />
      }
      label={translate(label)}
    />
  );
};
