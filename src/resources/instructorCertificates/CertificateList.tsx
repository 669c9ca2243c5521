import { useState } from 'react';
import { Alert, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import {
  ColumnsButton,
  DataTable,
  ExportButton,
  TopToolbar,
  useGetList,
  usePermissions,
  useTranslate,
  type Identifier,
} from 'react-admin';
import {
  CERTIFICATE_EDITORS,
  CERTIFICATE_READERS,
  EDITING,
  holdsReach,
  type CertificateStatus,
  type DisplayStatus,
  type Revision,
} from '../../domain/certificates';
import type { SessionUser } from '../../domain/session';
import { CertificateStatusChip, DisplayStatusChip } from '../../components/certification/StatusChips';
import { formatDay, formatMoment } from '../../components/format';
import { AppDataTable } from '../../components/lists/AppDataTable';
import { csvExporter } from '../../components/lists/exporter';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { SavedQueriesAside, SavedQueriesButton } from '../../components/lists/SavedQueriesAside';
import { useLocaleState } from 'react-admin';
import { CertificateBulkButtons } from './CertificateBulkButtons';
import { certificateFilters } from './certificateFilters';
import { CreateCertificateDialog } from './CreateCertificateDialog';
import { certificateDetailPath, REACH_OF_SCOPE, type CertificateScope } from '../../domain/certificateScopes';
import { AppList } from '../../components/lists/AppList';
import { GridToggle, TableOrGrid, useGridEditing } from '../../components/lists/GridEditing';

const RESOURCE = 'instructor-certificates';

/**
 * The certificate list of a scope (`/itc/instructor-certificates`, `/its/instructor_certificates`,
 * `/certificates`): organisation, instructor, discipline, type, status, created, expiry and display
 * status; filters (certificateFilters.tsx), saved queries beside the list, a column picker, and
 * bulk steps and export of the selected rows.
 */
export const CertificateList = ({ scope }: { scope: CertificateScope }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions: user, isPending } = usePermissions<SessionUser>();
  const [creating, setCreating] = useState(false);
  const grid = useGridEditing();
  const { data: disciplines = [] } = useGetList('disciplines', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
  });
  const { data: sites = [] } = useGetList(
    'its-organisations',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: scope === 'itc' },
  );
  if (isPending) return null;
  const reach = REACH_OF_SCOPE[scope];
  if (!holdsReach(user, CERTIFICATE_READERS, 'read', reach)) {
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="no-read">
        {translate(`resources.${RESOURCE}.no_read`)}
      </Alert>
    );
  }
  const canCreate = holdsReach(user, CERTIFICATE_EDITORS, EDITING, reach);
  // "Edit N selected" and the grid, for the lists of many requests (not an instructor's own few);
  // the server takes only requests in data entry, each refused one with its reason
  const editsRows = scope !== 'my' && canCreate && holdsReach(user, CERTIFICATE_READERS, 'update', reach);
  const title = translate(`certification.scope.${scope}`);

  const filters = certificateFilters({ scope, disciplines, sites, translate });

  const label = (field: string) => `resources.${RESOURCE}.fields.${field}`;
  const exporter = csvExporter(
    [
      { source: 'organisationName', label: label('organisationName') },
      { source: 'instructorName', label: label('instructorName') },
      { source: 'ahaInstructorId', label: label('ahaInstructorId') },
      { source: 'disciplineName', label: label('disciplineName') },
      {
        source: 'disciplineType',
        label: label('disciplineType'),
        format: (v) => translate(`certification.discipline_type.${v}`),
      },
      { source: 'status', label: label('status'), format: (v) => translate(`certification.status.${v}`) },
      {
        source: 'revision',
        label: label('revision'),
        format: (v) => (v ? translate(`certification.revision.${v}`) : ''),
      },
      { source: 'createdAt', label: label('createdAt'), format: (v) => formatMoment(v as string, locale) || '–' },
      {
        source: 'certificationDate',
        label: label('certificationDate'),
        format: (v) => formatDay(v as string, locale) || '–',
      },
      { source: 'expiryDate', label: label('expiryDate'), format: (v) => formatDay(v as string, locale) || '–' },
      {
        source: 'displayStatus',
        label: label('displayStatus'),
        format: (v) => translate(`certification.display_status.${v}`),
      },
    ],
    translate,
    title,
  );

  return (
    <>
      <AppList
        resource={RESOURCE}
        title={title}
        storeKey={`${RESOURCE}.${scope}`}
        filter={{ scope }}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        exporter={exporter}
        actions={
          <TopToolbar>
            {canCreate && (
              <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {translate('certification.list.create')}
              </Button>
            )}
            {editsRows && <GridToggle grid={grid} />}
            <SavedQueriesButton />
            <ColumnsButton />
            <ExportButton />
          </TopToolbar>
        }
        aside={<SavedQueriesAside />}
      >
        <TableOrGrid grid={grid} context={['disciplineName', 'disciplineType', 'status']}>
          <AppDataTable
            rowClick={(id: Identifier) => certificateDetailPath(scope, id)}
            bulkActionButtons={<CertificateBulkButtons scope={scope} edit={editsRows} />}
            empty={
              <ListEmpty
                text={`resources.${RESOURCE}.empty`}
                hint={`resources.${RESOURCE}.empty_hint`}
                action={
                  canCreate ? { label: 'certification.list.create', onClick: () => setCreating(true) } : undefined
                }
              />
            }
          >
            <DataTable.Col source="organisationName" />
            <DataTable.Col
              source="instructorName"
              render={(r) => (
                // a link as well as the row click, so the keyboard reaches every request
                <Link
                  component={RouterLink}
                  to={certificateDetailPath(scope, r.id)}
                  underline="hover"
                  color="inherit"
                  onClick={(event: React.MouseEvent) => event.stopPropagation()}
                >
                  {r.instructorName}
                </Link>
              )}
            />
            <DataTable.Col source="disciplineName" />
            <DataTable.Col
              source="disciplineType"
              render={(r) => translate(`certification.discipline_type.${r.disciplineType}`)}
            />
            <DataTable.Col
              source="status"
              render={(r) => (
                <CertificateStatusChip
                  status={r.status as CertificateStatus}
                  revision={r.revision as Revision | null}
                />
              )}
            />
            <DataTable.Col source="createdAt" render={(r) => formatMoment(r.createdAt, locale) || '–'} />
            <DataTable.Col source="expiryDate" render={(r) => formatDay(r.expiryDate, locale) || '–'} />
            <DataTable.Col
              source="displayStatus"
              disableSort
              render={(r) => <DisplayStatusChip status={r.displayStatus as DisplayStatus} />}
            />
          </AppDataTable>
        </TableOrGrid>
      </AppList>
      <CreateCertificateDialog scope={scope} open={creating} onClose={() => setCreating(false)} />
    </>
  );
};
