import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  ColumnsButton,
  DataTable,
  downloadCSV,
  ExportButton,
  TopToolbar,
  useGetList,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DISPLAY_STATUSES, type DisplayStatus } from '../../domain/certificates';
import { instructorExportRows, type InstructorListRecord } from '../../domain/instructorCsv';
import { can } from '../../domain/permissions';
import { pathFor } from '../../domain/routes';
import type { SessionUser } from '../../domain/session';
import { RenewalMark } from '../../components/certification/RenewalMark';
import { DisplayStatusChip } from '../../components/certification/StatusChips';
import { ActionsColumn, AppDataTable } from '../../components/lists/AppDataTable';
import { useAllFieldColumns } from '../../components/lists/allFieldColumns';
import { recordFilter, searchFilter, valueFilter } from '../../components/lists/choiceFilters';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { SavedQueriesAside, SavedQueriesButton } from '../../components/lists/SavedQueriesAside';
import { useResourceAccess } from '../../components/useResourceAccess';
import { AhaIdDialog } from './AhaIdDialog';
import { instructorCsvText } from './csv';
import { ImportDialog } from './ImportDialog';
import { InstructorBulkButtons } from './InstructorBulkButtons';
import { MoveDialog } from './MoveDialog';
import { AppList } from '../../components/lists/AppList';
import { GridToggle, TableOrGrid, useGridEditing } from '../../components/lists/GridEditing';

const RESOURCE = 'itc-instructors';

interface DisciplineStatus {
  disciplineId: string;
  disciplineName: string;
  displayStatus: DisplayStatus;
  expiryDate: string | null;
  renewalReady: boolean;
}

type Dialog = { kind: 'generate' | 'update' | 'move'; record: RaRecord } | null;

/**
 * The row's actions as small buttons with their text, one below the other (icon-only actions were
 * guesses); each button's accessible name adds the instructor's, so a list of buttons says whose.
 */
const RowActions = ({
  record,
  canEdit,
  open,
}: {
  record: RaRecord;
  canEdit: boolean;
  open: (dialog: Dialog) => void;
}) => {
  const translate = useTranslate();
  const certificates = `${pathFor('ITC_Instructor_Certificates')}?filter=${encodeURIComponent(JSON.stringify({ q: record.instructorName }))}`;
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  const button = (short: string, long: string, icon: React.ReactNode, onClick: () => void) => (
    <Button
      size="small"
      startIcon={icon}
      aria-label={`${translate(long)}: ${record.instructorName}`}
      disabled={!canEdit}
      onClick={(event) => {
        stop(event);
        onClick();
      }}
    >
      {translate(short)}
    </Button>
  );
  return (
    // one below the other: side by side they took the room of the certificates column at 1280 px
    <Stack sx={{ alignItems: 'flex-start', '& .MuiButton-root': { py: 0, minHeight: 28 } }}>
      {record.ahaInstructorId
        ? button('certification.instructors.row_update_id', 'certification.instructors.update_id', <EditIcon />, () =>
            open({ kind: 'update', record }),
          )
        : button(
            'certification.instructors.row_generate_id',
            'certification.instructors.generate_id',
            <AutorenewIcon />,
            () => open({ kind: 'generate', record }),
          )}
      {button('certification.instructors.row_move', 'certification.instructors.move', <DriveFileMoveIcon />, () =>
        open({ kind: 'move', record }),
      )}
      <Button
        size="small"
        startIcon={<VerifiedIcon />}
        component={Link}
        to={certificates}
        aria-label={`${translate('certification.instructors.certificates')}: ${record.instructorName}`}
        onClick={stop}
      >
        {translate('certification.instructors.certificates')}
      </Button>
    </Stack>
  );
};

/**
 * `/itc/instructors` (ITC administration > Instructor administration): every instructor of the
 * ITC's sites with site, AHA id and display status per discipline; AHA ids, moving certificates
 * (one instructor or a selection) and the CSV import from here; saved queries, a column picker and
 * the export of the selection as the certificate lists have them.
 */
export const ItcInstructorList = () => {
  const translate = useTranslate();
  const access = useResourceAccess(RESOURCE);
  const { permissions: user } = usePermissions<SessionUser>();
  const [dialog, setDialog] = useState<Dialog>(null);
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
  const columns = (
    <>
      <DataTable.Col source="instructorName" />
      <DataTable.Col source="organisationName" />
      <DataTable.Col source="email" />
      <DataTable.Col source="ahaInstructorId" render={(r) => r.ahaInstructorId ?? '–'} />
      <DataTable.Col
        source="disciplines"
        disableSort
        render={(r) => (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {((r.disciplines as DisciplineStatus[]) ?? []).map((d) => (
              <Stack key={d.disciplineId} direction="row" spacing={0.25}>
                <DisplayStatusChip status={d.displayStatus} label={d.disciplineName} expiryDate={d.expiryDate} />
                {d.displayStatus !== 'NO_CERTIFICATE' && (
                  <RenewalMark ready={d.renewalReady} label={d.disciplineName} />
                )}
              </Stack>
            ))}
          </Stack>
        )}
      />
    </>
  );
  // the column picker's columns (every other field) before the actions, which stay the last column
  const picker = useAllFieldColumns(RESOURCE, columns);
  if (access.isPending) return null;
  if (!access.canRead) {
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="no-read">
        {translate(`resources.${RESOURCE}.no_read`)}
      </Alert>
    );
  }
  const canImport = can(user, 'itc_instructor_certificate_import', 'create');
  const title = translate('certification.instructors.title');
  // the import's columns, so the export can be corrected and imported again
  const exporter = (records: RaRecord[]) =>
    downloadCSV(instructorCsvText(instructorExportRows(records as InstructorListRecord[])), title);

  return (
    <>
      <AppList
        resource={RESOURCE}
        title={title}
        filters={[
          searchFilter(translate),
          recordFilter('organisationId', sites, { width: 200 }),
          recordFilter('disciplineId', disciplines, { width: 140 }),
          valueFilter('displayStatus', DISPLAY_STATUSES, 'certification.display_status', { width: 160 }),
        ]}
        sort={{ field: 'instructorName', order: 'ASC' }}
        // a long list worked through in bulk: 25 rows a page (the page size picker offers the others)
        perPage={25}
        exporter={exporter}
        actions={
          <TopToolbar>
            {canImport && (
              <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
                {translate('certification.instructors.import')}
              </Button>
            )}
            {access.canEdit && <GridToggle grid={grid} />}
            <SavedQueriesButton />
            <ColumnsButton />
            <ExportButton />
          </TopToolbar>
        }
        aside={<SavedQueriesAside />}
      >
        <TableOrGrid grid={grid} context={['organisationName', 'email']}>
          <AppDataTable
            rowClick={false}
            bulkActionButtons={<InstructorBulkButtons canEdit={access.canEdit} />}
            hiddenColumns={picker.hidden}
            empty={
              <ListEmpty
                text={`resources.${RESOURCE}.empty`}
                hint={`resources.${RESOURCE}.empty_hint`}
                action={
                  canImport
                    ? {
                        label: 'certification.instructors.import',
                        onClick: () => setImporting(true),
                        icon: <UploadFileIcon />,
                      }
                    : undefined
                }
              />
            }
          >
            {columns}
            {picker.columns}
            <ActionsColumn
              actions={3}
              render={(r) => <RowActions record={r} canEdit={access.canEdit} open={setDialog} />}
            />
          </AppDataTable>
        </TableOrGrid>
      </AppList>
      {dialog &&
        (dialog.kind === 'move' ? (
          <MoveDialog record={dialog.record} onClose={() => setDialog(null)} />
        ) : (
          <AhaIdDialog record={dialog.record} mode={dialog.kind} onClose={() => setDialog(null)} />
        ))}
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
};
