import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ExportButton, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { refusalToManage } from '../../domain/userRights';
import { FormDialog } from '../../components/forms/FormDialog';
import { AppDataTable } from '../../components/lists/AppDataTable';
import { DeletedToggle } from '../../components/lists/DeletedToggle';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { GrantFeaturesButton } from './GrantFeaturesButton';
import { UserInputs } from './UserInputs';
import { UserRightsDialog } from './UserRightsDialog';
import type { UserRecord } from './types';
import { AppList } from '../../components/lists/AppList';
import { userListColumns } from './UserListColumns';
import { useUserList, type UserListState } from './useUserList';
import { NoReadNotice } from '../../components/lists/NoReadNotice';

/** The list's toolbar: deactivated users shown or not, create (once the organisations are known) and export. */
const UserListToolbar = ({ list: { access, organisations, setCreating } }: { list: UserListState }) => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <DeletedToggle label="user_features.show_deactivated" />
      {access.canCreate && (
        <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)} disabled={!organisations}>
          {translate('user_features.create_user')}
        </Button>
      )}
      <ExportButton />
    </TopToolbar>
  );
};

/**
 * §2 /settings/user-features (core_user_features): the users of the caller's scope with their
 * features; rights per user in a dialog, bulk grant, create, deactivate and reactivate.
 */
export const UserList = () => {
  const translate = useTranslate();
  const list = useUserList();
  const { caller, access, organisations, setRightsOf, setCreating } = list;
  if (access.isPending || !caller) return null;
  if (!access.canRead) {
    return <NoReadNotice resource="users" />;
  }

  return (
    <>
      <AppList
        resource="users"
        title={list.title}
        filterDefaultValues={{ deleted: false }}
        filters={list.filters}
        sort={{ field: 'lastName', order: 'ASC' }}
        exporter={list.exporter}
        actions={<UserListToolbar list={list} />}
      >
        <AppDataTable
          created={list.created}
          rowClick={(_id, _resource, record: RaRecord) => {
            setRightsOf(record as UserRecord);
            return false;
          }}
          bulkActionButtons={access.canEdit ? <GrantFeaturesButton /> : false}
          isRowSelectable={(record: RaRecord) => !record.deleted && !refusalToManage(caller, record as UserRecord)}
          empty={
            <ListEmpty
              text="resources.users.empty"
              action={
                access.canCreate && organisations
                  ? { label: 'user_features.create_user', onClick: () => setCreating(true), icon: <PersonAddIcon /> }
                  : undefined
              }
            />
          }
        >
          {userListColumns({ caller, onRights: setRightsOf, canDelete: access.canDelete })}
        </AppDataTable>
      </AppList>
      <UserRightsDialog user={list.rightsOf} caller={caller} onClose={() => setRightsOf(null)} />
      {organisations && (
        <FormDialog
          resource="users"
          open={list.creating}
          onClose={() => setCreating(false)}
          title={translate('user_features.create_user')}
          defaults={list.defaults}
          successMessage="user_features.created"
          onSaved={(record) => list.setCreated(record.id)}
        >
          <UserInputs organisations={organisations} />
        </FormDialog>
      )}
    </>
  );
};
