import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, ExportButton, TopToolbar, useTranslate } from 'react-admin';
import { DeletedToggle } from './DeletedToggle';
import { GridToggle } from './GridEditing';
import { GroupBySelect } from './grouping';
import type { ResourceListProps } from './useResourceList';
import { SavedQueriesButton } from './SavedQueriesAside';
import type { ResourceListScreen } from './useResourceList';

/**
 * A ResourceList's toolbar: group by, the deleted toggle (not while editing in the table), "Edit in
 * the table", create, saved queries, the column picker and export.
 */
export const ResourceListToolbar = ({
  groupBy,
  screen: { grouping, softDelete, grid, gridEdit, canCreate, openCreate },
}: Pick<ResourceListProps, 'groupBy'> & { screen: ResourceListScreen }) => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      {groupBy && <GroupBySelect options={groupBy} value={grouping.field} onChange={grouping.setField} />}
      {softDelete && !grid.editing && <DeletedToggle />}
      {gridEdit && <GridToggle grid={grid} />}
      {canCreate && (
        <Button size="small" startIcon={<AddIcon />} onClick={openCreate}>
          {translate('ra.action.create')}
        </Button>
      )}
      <SavedQueriesButton />
      <ColumnsButton />
      <ExportButton />
    </TopToolbar>
  );
};
