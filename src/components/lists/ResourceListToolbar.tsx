import AddIcon from '@mui/icons-material/Add';
import { DeletedToggle } from './DeletedToggle';
import { GridToggle } from './GridEditing';
import { GroupBySelect } from './grouping';
import { ListToolbar, ToolbarButton } from './ListToolbar';
import type { ResourceListProps } from './useResourceList';
import type { ResourceListScreen } from './useResourceList';

/**
 * A ResourceList's toolbar: group by, the deleted toggle (not while editing in the table), "Edit in
 * the table", create, saved queries, the column picker and export.
 */
export const ResourceListToolbar = ({
  groupBy,
  screen: { grouping, softDelete, grid, gridEdit, canCreate, openCreate },
}: Pick<ResourceListProps, 'groupBy'> & { screen: ResourceListScreen }) => (
  <ListToolbar>
    {groupBy && <GroupBySelect options={groupBy} value={grouping.field} onChange={grouping.setField} />}
    {softDelete && !grid.editing && <DeletedToggle />}
    {gridEdit && <GridToggle grid={grid} />}
    {canCreate && openCreate && <ToolbarButton icon={AddIcon} label="ra.action.create" onClick={openCreate} />}
  </ListToolbar>
);
