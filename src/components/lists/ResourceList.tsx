import { useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Button, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import {
  ColumnsButton,
  DataTable,
  ExportButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useRecordContext,
  usePermissions,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { SessionUser } from '../../domain/session';
import { FormDialog } from '../forms/FormDialog';
import { useChosenOrganisation, useOrganisationReach } from './OrganisationInput';
import { useResourceAccess } from '../useResourceAccess';
import { ActionsColumn, AppDataTable } from './AppDataTable';
import { DeletedToggle } from './DeletedToggle';
import { GroupBySelect, useGrouping, type GroupOption } from './grouping';
import { ListEmpty } from './ListEmpty';
import { SavedQueriesAside, SavedQueriesButton } from './SavedQueriesAside';
import { csvExporter, type ExportColumn } from './exporter';
import { BulkSoftDeleteButton, SoftDeleteRowButton } from './SoftDeleteButtons';
import { BulkEditButton, offersBulkEdit } from './BulkEditButton';
import { AppList } from './AppList';
import { GridToggle, offersGrid, TableOrGrid, useGridEditing } from './GridEditing';

interface ResourceListProps {
  resource: string;
  /** Permanent filter. */
  filter?: Record<string, unknown>;
  /**
   * The organisation of the screen's path (`/organisation/:organisationId/…`). Whoever reaches only
   * that one sees its rows; whoever reaches several (internal staff, an ITC) sees all he reaches,
   * with the organisation filter and column, starting at the path's organisation unless it is his
   * own (the menu's way in: everything he reaches).
   */
  pathOrganisation?: string;
  sort?: SortPayload;
  /** Soft-deletable: deleted toggle, greyed rows, delete and restore with confirmation. */
  softDelete?: boolean;
  exportColumns: ExportColumn[];
  /** Inputs of the create and edit dialog; without them the list is read-only. */
  form?: ReactNode;
  /** False keeps the rows from being edited here whatever the update permission (§6 explicit canEdit; it never widens it). */
  canEdit?: boolean;
  /** Values of a new record. */
  defaults?: Record<string, unknown>;
  /** The success notice of a create for the new record (undefined: "Created"). */
  createdMessage?: (record: RaRecord) => string | undefined;
  /** Fields the user may group the rows by (a select in the toolbar, header rows in the table). */
  groupBy?: GroupOption[];
  /** Columns hidden at first; the columns button shows them (and every other field of the record). */
  hiddenColumns?: string[];
  /** The free-text search; off where the resource declares no fields to search. */
  search?: boolean;
  /** Filters beside the search (always shown). */
  filters?: ReactElement[];
  /** Offers the organisations the user reaches as a filter; off where the rows are organisations. */
  organisationPicker?: boolean;
  /** Names each row's organisation while picking; off where the rows carry no organisation name (training sites). */
  organisationColumn?: boolean;
  /** The DataTable columns (on narrow screens also the lines of the readable list). */
  children: ReactNode;
}

/** Edit N selected (where the resource declares bulk-editable fields and the rows are not deleted), delete or restore. */
const BulkButtons = ({ edit, softDelete }: { edit: boolean; softDelete: boolean }) => {
  const { filterValues } = useListContext();
  return (
    <>
      {edit && !filterValues.deleted && <BulkEditButton />}
      {softDelete && <BulkSoftDeleteButton kind={filterValues.deleted ? 'restore' : 'delete'} />}
    </>
  );
};

/** The edit and delete/restore buttons of a row, enabled only with permission (§6). */
const RowActions = ({
  onEdit,
  canEdit,
  canDelete,
  softDelete,
}: {
  onEdit: (id: Identifier) => void;
  canEdit: boolean;
  canDelete: boolean;
  softDelete: boolean;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={translate('ra.action.edit')}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('ra.action.edit')}
            disabled={!canEdit || !!record.deleted}
            onClick={(e) => {
              e.stopPropagation();
              onEdit(record.id);
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {softDelete && <SoftDeleteRowButton disabled={!canDelete} />}
    </Stack>
  );
};

/**
 * A list screen for one resource: search, page size, sortable columns, deleted toggle, export,
 * create and edit dialogs, delete and restore, and a message instead of the table when the user
 * may not read it (§6).
 */
export const ResourceList = ({
  resource,
  filter,
  pathOrganisation,
  sort,
  softDelete = false,
  exportColumns,
  form,
  canEdit: editable,
  defaults,
  createdMessage,
  groupBy,
  hiddenColumns,
  search = true,
  filters = [],
  organisationPicker = true,
  organisationColumn = true,
  children,
}: ResourceListProps) => {
  const translate = useTranslate();
  const access = useResourceAccess(resource, { canEdit: editable });
  const [dialog, setDialog] = useState<{ id?: Identifier } | null>(null);
  // the record just created: highlighted in the list, never left on another page
  const [created, setCreated] = useState<Identifier>();
  const grouping = useGrouping(resource, groupBy);
  // a list not fixed to one organisation offers whoever reaches several to pick one, and names it on each row
  const reach = useOrganisationReach(resource, 'read', organisationPicker && !filter?.organisationId);
  const organisations = reach.choices;
  const picking = organisations.length > 1;
  const fixed = pathOrganisation && !picking ? { organisationId: pathOrganisation } : undefined;
  const chosen = useChosenOrganisation();
  const [query] = useSearchParams();
  const { permissions: user } = usePermissions<SessionUser>();
  const grid = useGridEditing();
  // the path's organisation decides the rows only once it is known whether he reaches others
  if (access.isPending || (pathOrganisation && reach.isPending)) return null;
  if (picking && pathOrganisation && pathOrganisation !== user?.organisation.id && !query.has('filter')) {
    const filtered = encodeURIComponent(JSON.stringify({ organisationId: pathOrganisation }));
    return <Navigate replace to={`?filter=${filtered}`} />;
  }
  if (!access.canRead) {
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="no-read">
        {translate(`resources.${resource}.no_read`)}
      </Alert>
    );
  }
  const canCreate = !!form && access.canCreate;
  const canEdit = !!form && access.canEdit;
  const bulkEdit = canEdit && offersBulkEdit(resource);
  const gridEdit = canEdit && offersGrid(resource);
  const bulkDelete = softDelete && access.canDelete;
  const openCreate = canCreate ? () => setDialog({}) : undefined;
  const title = translate(`resources.${resource}.name`, { smart_count: 2 });

  return (
    <>
      <AppList
        resource={resource}
        title={title}
        filter={fixed ? { ...filter, ...fixed } : filter}
        filterDefaultValues={softDelete ? { deleted: false } : undefined}
        filters={[
          ...(search ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />] : []),
          ...(picking
            ? [
                <SelectInput
                  key="organisationId"
                  source="organisationId"
                  choices={organisations}
                  label="lists.organisation"
                  alwaysOn
                />,
              ]
            : []),
          ...filters,
        ]}
        sort={sort}
        exporter={csvExporter(exportColumns, translate, title)}
        queryOptions={grouping.field ? { meta: { groupBy: grouping.field } } : undefined}
        aside={<SavedQueriesAside />}
        actions={
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
        }
      >
        <TableOrGrid grid={grid}>
          <AppDataTable
            grouping={grouping.option}
            hiddenColumns={hiddenColumns}
            created={created}
            rowClick={
              canEdit
                ? (id: Identifier, _resource: string, record: RaRecord) =>
                    record.deleted ? false : (setDialog({ id }), false)
                : false
            }
            bulkActionButtons={bulkEdit || bulkDelete ? <BulkButtons edit={bulkEdit} softDelete={bulkDelete} /> : false}
            empty={
              <ListEmpty
                text={`resources.${resource}.empty`}
                hint={`resources.${resource}.empty_hint`}
                action={openCreate && { label: 'lists.create_first', onClick: openCreate }}
              />
            }
          >
            {picking && organisationColumn && <DataTable.Col source="organisationName" />}
            {children}
            {(form || softDelete) && (
              <ActionsColumn actions={2}>
                <RowActions
                  onEdit={(id) => setDialog({ id })}
                  canEdit={canEdit}
                  canDelete={access.canDelete}
                  softDelete={softDelete}
                />
              </ActionsColumn>
            )}
          </AppDataTable>
        </TableOrGrid>
      </AppList>
      {form && (
        <FormDialog
          resource={resource}
          id={dialog?.id}
          open={!!dialog}
          onClose={() => setDialog(null)}
          title={translate(dialog?.id === undefined ? 'lists.create_title' : 'lists.edit_title', {
            name: translate(`resources.${resource}.name`, { smart_count: 1 }),
          })}
          defaults={{ ...(chosen ? { organisationId: chosen } : {}), ...fixed, ...defaults }}
          onSaved={(record) => dialog?.id === undefined && setCreated(record.id)}
          successMessage={dialog?.id === undefined ? createdMessage : undefined}
        >
          {form}
        </FormDialog>
      )}
    </>
  );
};
