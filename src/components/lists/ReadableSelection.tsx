import { Checkbox } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ReadableListView } from './useReadableList';

/** The box above a ReadableList's entries that selects all of them, or none once all are. */
export const ReadableSelectAll = ({ selection }: Pick<ReadableListView, 'selection'>) => {
  const translate = useTranslate();
  return (
    <Checkbox
      checked={selection.allSelected}
      indeterminate={!selection.allSelected && selection.someSelected}
      onChange={selection.toggleAll}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
      data-testid="readable-select-all"
    />
  );
};

/** The box of one entry that selects it for the bulk actions, without opening the entry. */
export const ReadableSelectRow = ({
  record,
  selection,
}: { record: RaRecord } & Pick<ReadableListView, 'selection'>) => {
  const translate = useTranslate();
  return (
    <Checkbox
      size="small"
      checked={selection.selectedIds.includes(record.id)}
      onClick={(event) => event.stopPropagation()}
      onChange={() => selection.toggle(record.id)}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
      data-testid="readable-select"
      sx={{ mt: -0.5, ml: -1 }}
    />
  );
};
