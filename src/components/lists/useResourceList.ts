import { useState, type ReactElement, type ReactNode } from 'react';
import {
  usePermissions,
  useTranslate,
  type DataTableProps,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SessionUser } from '../../domain/session';
import { useResourceAccess } from '../useResourceAccess';
import { offersBulkEdit } from './BulkEditButton';
import { offersGrid, useGridEditing } from './GridEditing';
import { useGrouping, type GroupOption } from './grouping';
import { useChosenOrganisation, useOrganisationReach } from './OrganisationInput';
import type { ExportColumn } from './exporter';

export interface ResourceListProps {
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

/**
 * A ResourceList's state: what the user may do with its rows (§6), the organisations he picks
 * among, its grouping and grid, its create or edit dialog and the record just created; and
 * whether it waits, goes to the path's organisation's rows first, or may not be read at all.
 */
export function useResourceList({
  resource,
  filter,
  pathOrganisation,
  softDelete = false,
  form,
  canEdit: editable,
  defaults,
  groupBy,
  organisationPicker = true,
  organisationColumn = true,
}: ResourceListProps) {
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
  const goesToPathOrganisation =
    picking && pathOrganisation && pathOrganisation !== user?.organisation.id && !query.has('filter');
  const canCreate = !!form && access.canCreate;
  const canEdit = !!form && access.canEdit;
  // a click on a row edits it, unless it is deleted
  const rowClick: DataTableProps['rowClick'] = canEdit
    ? (id: Identifier, _resource: string, record: RaRecord) => (record.deleted ? false : (setDialog({ id }), false))
    : false;

  return {
    access,
    softDelete,
    // the path's organisation decides the rows only once it is known whether he reaches others
    pending: access.isPending || (!!pathOrganisation && reach.isPending),
    redirect: goesToPathOrganisation
      ? `?filter=${encodeURIComponent(JSON.stringify({ organisationId: pathOrganisation }))}`
      : undefined,
    title: translate(`resources.${resource}.name`, { smart_count: 2 }),
    grouping,
    grid,
    organisations,
    picking,
    fixed,
    organisationColumn: picking && organisationColumn,
    canCreate,
    canEdit,
    bulkEdit: canEdit && offersBulkEdit(resource),
    gridEdit: canEdit && offersGrid(resource),
    bulkDelete: softDelete && access.canDelete,
    dialog,
    openCreate: canCreate ? () => setDialog({}) : undefined,
    openEdit: (id: Identifier) => setDialog({ id }),
    closeDialog: () => setDialog(null),
    rowClick,
    created,
    setCreated,
    newRecordDefaults: { ...(chosen ? { organisationId: chosen } : {}), ...fixed, ...defaults },
  };
}

/** A ResourceList's state, as its parts read it. */
export type ResourceListScreen = ReturnType<typeof useResourceList>;
