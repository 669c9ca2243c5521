import { useState } from 'react';
import { downloadCSV, useGetList, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { DISPLAY_STATUSES } from '../../domain/certificates';
import { instructorExportRows, type InstructorListRecord } from '../../domain/instructorCsv';
import { can } from '../../domain/permissions';
import type { SessionUser } from '../../domain/session';
import { useAllFieldColumns } from '../../components/lists/allFieldColumns';
import { recordFilter, searchFilter, valueFilter } from '../../components/lists/choiceFilters';
import { useResourceAccess } from '../../components/useResourceAccess';
import { useGridEditing } from '../../components/lists/GridEditing';
import { instructorCsvText } from './csv';
import { itcInstructorListColumns } from './ItcInstructorListColumns';

export const RESOURCE = 'itc-instructors';

/** The dialog a row's action opens: a new or changed AHA id, or moving the instructor's certificates. */
export type ItcInstructorDialog = { kind: 'generate' | 'update' | 'move'; record: RaRecord } | null;

/**
 * The instructor list's state: what the user may do (read, edit, import), its row dialog, import
 * and grid, its columns with the column picker's, and its filters and export.
 */
export function useItcInstructorList() {
  const translate = useTranslate();
  const access = useResourceAccess(RESOURCE);
  const { permissions: user } = usePermissions<SessionUser>();
  const [dialog, setDialog] = useState<ItcInstructorDialog>(null);
  const [importing, setImporting] = useState(false);
  // AHA ids typed or pasted per instructor ("Edit in the table")
  const grid = useGridEditing();
  const { data: sites = [] } = useGetList(
    'its-organisations',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: access.canRead },
  );
  const { data: disciplines = [] } = useGetList(
    'disciplines',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, filter: { deleted: false } },
    { enabled: access.canRead },
  );
  const columns = itcInstructorListColumns();
  // the column picker's columns (every other field) before the actions, which stay the last column
  const picker = useAllFieldColumns(RESOURCE, columns);
  const title = translate('certification.instructors.title');
  return {
    access,
    dialog,
    setDialog,
    importing,
    setImporting,
    grid,
    columns,
    picker,
    canImport: can(user, 'itc_instructor_certificate_import', 'create'),
    title,
    filters: [
      searchFilter(translate),
      recordFilter('organisationId', sites, { width: 200 }),
      recordFilter('disciplineId', disciplines, { width: 140 }),
      valueFilter('displayStatus', DISPLAY_STATUSES, 'certification.display_status', { width: 160 }),
    ],
    // the import's columns, so the export can be corrected and imported again
    exporter: (records: RaRecord[]) =>
      downloadCSV(instructorCsvText(instructorExportRows(records as InstructorListRecord[])), title),
  };
}

/** The instructor list's state, as its parts read it. */
export type ItcInstructorListState = ReturnType<typeof useItcInstructorList>;
