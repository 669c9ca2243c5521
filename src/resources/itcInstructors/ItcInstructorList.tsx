import { useState } from 'react';
import { Alert, Button, IconButton, Stack, Tooltip } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
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
import { recordFilter, searchFilter, valueFilter } from '../../components/lists/choiceFilters';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { useResourceAccess } from '../../components/useResourceAccess';
import { AhaIdDialog } from './AhaIdDialog';
import { instructorCsvText } from './csv';
import { ImportDialog } from './ImportDialog';
import { MoveDialog } from './MoveDialog';
import { AppList } from '../../components/lists/AppList';

const RESOURCE = 'itc-instructors';

interface DisciplineStatus {
  disciplineId: string;
  disciplineName: string;
  displayStatus: DisplayStatus;
  expiryDate: string | null;
  renewalReady: boolean;
}

type Dialog = { kind: 'generate' | 'update' | 'move'; record: RaRecord } | null;

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
  const button = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={`${label}: ${record.instructorName}`}
          disabled={disabled}
          onClick={(event) => {
            event.stopPropagation();
            onClick();
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      {record.ahaInstructorId
        ? button(
            translate('certification.instructors.update_id'),
            <EditIcon fontSize="small" />,
            () => open({ kind: 'update', record }),
            !canEdit,
          )
        : button(
            translate('certification.instructors.generate_id'),
            <AutorenewIcon fontSize="small" />,
            () => open({ kind: 'generate', record }),
            !canEdit,
          )}
      {button(
        translate('certification.instructors.move'),
        <DriveFileMoveIcon fontSize="small" />,
        () => open({ kind: 'move', record }),
        !canEdit,
      )}
      <Tooltip title={translate('certification.instructors.certificates')}>
        <IconButton
          size="small"
          component={Link}
          to={certificates}
          aria-label={`${translate('certification.instructors.certificates')}: ${record.instructorName}`}
          onClick={(event: React.MouseEvent) => event.stopPropagation()}
        >
          <VerifiedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

/**
 * `/itc/instructors` (ITC administration > Instructor administration): every instructor of the
 * ITC's sites with site, AHA id and display status per discipline; AHA ids, moving certificates
 * and the CSV import from here.
 */
export const ItcInstructorList = () => {
  const translate = useTranslate();
  const access = useResourceAccess(RESOURCE);
  const { permissions: user } = usePermissions<SessionUser>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [importing, setImporting] = useState(false);
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
        exporter={exporter}
        actions={
          <TopToolbar>
            {canImport && (
              <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
                {translate('certification.instructors.import')}
              </Button>
            )}
            <ExportButton />
          </TopToolbar>
        }
      >
        <AppDataTable
          rowClick={false}
          bulkActionButtons={false}
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
          <ActionsColumn
            actions={3}
            render={(r) => <RowActions record={r} canEdit={access.canEdit} open={setDialog} />}
          />
        </AppDataTable>
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
