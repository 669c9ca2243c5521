import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ExportButton, TopToolbar, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/forms/FormDialog';
import { AppDataTable } from '../../components/lists/AppDataTable';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { CommentInputs } from './CommentInputs';
import { RepliesPanel } from './RepliesPanel';
import { AppList } from '../../components/lists/AppList';
import { organisationCommentColumns } from './OrganisationCommentColumns';
import { useOrganisationCommentList } from './useOrganisationCommentList';
import { NoReadNotice } from '../../components/lists/NoReadNotice';

/**
 * §2 /organisation-comments (internal module, core_organisation_comments): comments and tickets
 * on every organisation, filtered by organisation and type; a ticket opens to its replies.
 */
export const OrganisationCommentList = () => {
  const translate = useTranslate();
  const list = useOrganisationCommentList();
  const { access, dialog, setDialog, openCreate } = list;
  if (access.isPending) return null;
  if (!access.canRead) {
    return <NoReadNotice resource="organisation-comments" />;
  }
  return (
    <>
      <AppList
        resource="organisation-comments"
        title={list.title}
        filters={list.filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        exporter={list.exporter}
        actions={
          <TopToolbar>
            {openCreate && (
              <Button size="small" startIcon={<AddIcon />} onClick={openCreate}>
                {translate('ra.action.create')}
              </Button>
            )}
            <ExportButton />
          </TopToolbar>
        }
      >
        <AppDataTable
          created={list.created}
          rowClick="expand"
          expand={<RepliesPanel />}
          bulkActionButtons={false}
          empty={
            <ListEmpty
              text="resources.organisation-comments.empty"
              action={openCreate && { label: 'lists.create_first', onClick: openCreate }}
            />
          }
        >
          {organisationCommentColumns({
            onEdit: (id) => setDialog({ id }),
            canEdit: access.canEdit,
            canDelete: access.canDelete,
          })}
        </AppDataTable>
      </AppList>
      <FormDialog
        resource="organisation-comments"
        id={dialog?.id}
        open={!!dialog}
        onClose={() => setDialog(null)}
        title={translate(
          dialog?.id === undefined ? 'organisation_comments.create_title' : 'organisation_comments.edit_title',
        )}
        defaults={{ type: 'comment', visibleToCustomer: false }}
        onSaved={(record) => dialog?.id === undefined && list.setCreated(record.id)}
      >
        <CommentInputs organisations={list.organisations} create={dialog?.id === undefined} />
      </FormDialog>
    </>
  );
};
