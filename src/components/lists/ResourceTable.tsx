import { DataTable } from 'react-admin';
import { ActionsColumn, AppDataTable } from './AppDataTable';
import { BulkButtons } from './BulkButtons';
import { TableOrGrid } from './GridEditing';
import { ListEmpty } from './ListEmpty';
import type { ResourceListProps } from './useResourceList';
import { RowActions } from './RowActions';
import type { ResourceListScreen } from './useResourceList';

/**
 * A ResourceList's rows: the table (or while editing in the table its grid), a click on a row
 * opening its edit dialog, the bulk buttons, the organisation column while picking and the row
 * actions, and a way to the first record where there is none.
 */
export const ResourceTable = ({
  resource,
  hiddenColumns,
  form,
  children,
  screen,
}: Pick<ResourceListProps, 'resource' | 'hiddenColumns' | 'form' | 'children'> & { screen: ResourceListScreen }) => {
  const { softDelete, grid, grouping, created, rowClick, bulkEdit, bulkDelete, openCreate } = screen;
  return (
    <TableOrGrid grid={grid}>
      <AppDataTable
        grouping={grouping.option}
        hiddenColumns={hiddenColumns}
        created={created}
        rowClick={rowClick}
        bulkActionButtons={bulkEdit || bulkDelete ? <BulkButtons edit={bulkEdit} softDelete={bulkDelete} /> : false}
        empty={
          <ListEmpty
            text={`resources.${resource}.empty`}
            hint={`resources.${resource}.empty_hint`}
            action={openCreate && { label: 'lists.create_first', onClick: openCreate }}
          />
        }
      >
        {screen.organisationColumn && <DataTable.Col source="organisationName" />}
        {children}
        {(form || softDelete) && (
          <ActionsColumn actions={2}>
            <RowActions
              onEdit={screen.openEdit}
              canEdit={screen.canEdit}
              canDelete={screen.access.canDelete}
              softDelete={softDelete}
            />
          </ActionsColumn>
        )}
      </AppDataTable>
    </TableOrGrid>
  );
};
