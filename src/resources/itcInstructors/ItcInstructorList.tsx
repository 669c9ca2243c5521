import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ActionsColumn, AppDataTable } from '../../components/lists/AppDataTable';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { ListToolbar, ToolbarButton } from '../../components/lists/ListToolbar';
import { SavedQueriesAside } from '../../components/lists/SavedQueriesAside';
import { AhaIdDialog } from './AhaIdDialog';
import { ImportDialog } from './ImportDialog';
import { InstructorBulkButtons } from './InstructorBulkButtons';
import { ItcInstructorRowActions } from './ItcInstructorRowActions';
import { MoveDialog } from './MoveDialog';
import { AppList } from '../../components/lists/AppList';
import { GridToggle, TableOrGrid } from '../../components/lists/GridEditing';
import { RESOURCE, useItcInstructorList, type ItcInstructorListState } from './useItcInstructorList';
import { NoReadNotice } from '../../components/lists/NoReadNotice';

/** The list's toolbar: import, "Edit in the table", saved queries, the column picker and export. */
const ItcInstructorListToolbar = ({
  list: { canImport, setImporting, access, grid },
}: {
  list: ItcInstructorListState;
}) => (
  <ListToolbar>
    {canImport && (
      <ToolbarButton
        icon={UploadFileIcon}
        label="certification.instructors.import"
        onClick={() => setImporting(true)}
      />
    )}
    {access.canEdit && <GridToggle grid={grid} />}
  </ListToolbar>
);

/**
 * `/itc/instructors` (ITC administration > Instructor administration): every instructor of the
 * ITC's sites with site, AHA id and display status per discipline; AHA ids, moving certificates
 * (one instructor or a selection) and the CSV import from here; saved queries, a column picker and
 * the export of the selection as the certificate lists have them.
 */
export const ItcInstructorList = () => {
  const list = useItcInstructorList();
  const { access, dialog, setDialog, setImporting } = list;
  if (access.isPending) return null;
  if (!access.canRead) {
    return <NoReadNotice resource={RESOURCE} />;
  }

  return (
    <>
      <AppList
        resource={RESOURCE}
        title={list.title}
        filters={list.filters}
        sort={{ field: 'instructorName', order: 'ASC' }}
        // a long list worked through in bulk: 25 rows a page (the page size picker offers the others)
        perPage={25}
        exporter={list.exporter}
        actions={<ItcInstructorListToolbar list={list} />}
        aside={<SavedQueriesAside />}
      >
        <TableOrGrid grid={list.grid} context={['organisationName', 'email']}>
          <AppDataTable
            rowClick={false}
            bulkActionButtons={<InstructorBulkButtons canEdit={access.canEdit} />}
            hiddenColumns={list.picker.hidden}
            empty={
              <ListEmpty
                text={`resources.${RESOURCE}.empty`}
                hint={`resources.${RESOURCE}.empty_hint`}
                action={
                  list.canImport
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
            {list.columns}
            {list.picker.columns}
            <ActionsColumn
              actions={3}
              render={(r) => <ItcInstructorRowActions record={r} canEdit={access.canEdit} open={setDialog} />}
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
      <ImportDialog open={list.importing} onClose={() => setImporting(false)} />
    </>
  );
};
