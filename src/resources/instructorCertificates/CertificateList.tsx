import AddIcon from '@mui/icons-material/Add';
import { useTranslate, type Identifier } from 'react-admin';
import { AppDataTable } from '../../components/lists/AppDataTable';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { ListToolbar, ToolbarButton } from '../../components/lists/ListToolbar';
import { SavedQueriesAside } from '../../components/lists/SavedQueriesAside';
import { CertificateBulkButtons } from './CertificateBulkButtons';
import { certificateListColumns } from './CertificateListColumns';
import { CreateCertificateDialog } from './CreateCertificateDialog';
import { certificateDetailPath, type CertificateScope } from '../../domain/certificateScopes';
import { AppList } from '../../components/lists/AppList';
import { GridToggle, TableOrGrid } from '../../components/lists/GridEditing';
import { RESOURCE, useCertificateList, type CertificateListState } from './useCertificateList';
import { NoReadNotice } from '../../components/lists/NoReadNotice';

/** The list's toolbar: create, "Edit in the table" where rows are edited, saved queries, columns and export. */
const CertificateListToolbar = ({
  list: { canCreate, editsRows, grid, setCreating },
}: {
  list: CertificateListState;
}) => (
  <ListToolbar>
    {canCreate && <ToolbarButton icon={AddIcon} label="certification.list.create" onClick={() => setCreating(true)} />}
    {editsRows && <GridToggle grid={grid} />}
  </ListToolbar>
);

/**
 * The certificate list of a scope (`/itc/instructor-certificates`, `/its/instructor_certificates`,
 * `/certificates`): organisation, instructor, discipline, type, status, created, expiry and display
 * status; filters (certificateFilters.tsx), saved queries beside the list, a column picker, and
 * bulk steps and export of the selected rows.
 */
export const CertificateList = ({ scope }: { scope: CertificateScope }) => {
  const translate = useTranslate();
  const list = useCertificateList(scope);
  const { canCreate, setCreating } = list;
  if (list.isPending) return null;
  if (!list.canRead) {
    return <NoReadNotice resource={RESOURCE} />;
  }

  return (
    <>
      <AppList
        resource={RESOURCE}
        title={list.title}
        storeKey={`${RESOURCE}.${scope}`}
        filter={{ scope }}
        filters={list.filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        exporter={list.exporter}
        actions={<CertificateListToolbar list={list} />}
        aside={<SavedQueriesAside />}
      >
        <TableOrGrid grid={list.grid} context={['disciplineName', 'disciplineType', 'status']}>
          <AppDataTable
            rowClick={(id: Identifier) => certificateDetailPath(scope, id)}
            bulkActionButtons={<CertificateBulkButtons scope={scope} edit={list.editsRows} />}
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
            {certificateListColumns(scope, translate, list.locale)}
          </AppDataTable>
        </TableOrGrid>
      </AppList>
      <CreateCertificateDialog scope={scope} open={list.creating} onClose={() => setCreating(false)} />
    </>
  );
};
