import { useState } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import TuneIcon from '@mui/icons-material/Tune';
import {
  DataTable,
  ExportButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { OrganisationOption } from '../../domain/accounts';
import type { SessionUser } from '../../domain/session';
import { refusalToManage } from '../../domain/userRights';
import { FormDialog } from '../../components/forms/FormDialog';
import { ActionsColumn, AppDataTable } from '../../components/lists/AppDataTable';
import { DeletedToggle } from '../../components/lists/DeletedToggle';
import { csvExporter } from '../../components/lists/exporter';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { useApi } from '../../components/useApi';
import { useResourceAccess } from '../../components/useResourceAccess';
import { FeatureSummary } from './FeatureSummary';
import { GrantFeaturesButton } from './GrantFeaturesButton';
import { UserInputs, useUserDefaults } from './UserInputs';
import { UserRightsDialog } from './UserRightsDialog';
import { UserStatusButton } from './UserStatusButton';
import type { UserRecord } from './types';
import { personName } from '../../domain/profiles';
import { AppList } from '../../components/lists/AppList';

const Roles = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.authorizations.map((role) => (
        <Chip key={role} size="small" label={translate(`roles.${role}`, { _: role })} />
      ))}
    </Stack>
  );
};

const Name = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {personName(record)}
      </Typography>
      {record.deleted && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('user_features.deactivated')}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
};

const RowActions = ({
  caller,
  onRights,
  canDelete,
}: {
  caller: SessionUser;
  onRights: (user: UserRecord) => void;
  canDelete: boolean;
}) => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const refusal = refusalToManage(caller, record);
  const name = `${record.firstName} ${record.lastName}`;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={translate('user_features.edit_rights')}>
        <IconButton
          size="small"
          aria-label={`${translate('user_features.edit_rights')}: ${name}`}
          onClick={(event) => {
            event.stopPropagation();
            onRights(record);
          }}
        >
          <TuneIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <UserStatusButton disabled={!canDelete || !!refusal} />
    </Stack>
  );
};

/**
 * §2 /settings/user-features (core_user_features): the users of the caller's scope with their
 * features; rights per user in a dialog, bulk grant, create, deactivate and reactivate.
 */
export const UserList = () => {
  const translate = useTranslate();
  const { permissions: caller } = usePermissions<SessionUser>();
  const access = useResourceAccess('users');
  const organisations = useApi<OrganisationOption[]>(access.canRead ? 'users/organisations' : undefined);
  const defaults = useUserDefaults(organisations.data);
  const [rightsOf, setRightsOf] = useState<UserRecord | null>(null);
  const [creating, setCreating] = useState(false);
  // the user just created: highlighted in the list, never left on another page
  const [created, setCreated] = useState<Identifier>();
  if (access.isPending || !caller) return null;
  if (!access.canRead) {
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="no-read">
        {translate('resources.users.no_read')}
      </Alert>
    );
  }
  const title = translate('user_features.title');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />,
    ...((organisations.data?.length ?? 0) > 1
      ? [
          <SelectInput
            key="organisationId"
            source="organisationId"
            choices={organisations.data}
            alwaysOn
            label="resources.users.fields.organisationName"
            emptyText="user_features.all_organisations"
          />,
        ]
      : []),
  ];
  const exporter = csvExporter(
    [
      { source: 'lastName', label: 'resources.users.fields.lastName' },
      { source: 'firstName', label: 'resources.users.fields.firstName' },
      { source: 'email', label: 'resources.users.fields.email' },
      { source: 'organisationName', label: 'resources.users.fields.organisationName' },
      {
        source: 'authorizations',
        label: 'resources.users.fields.authorizations',
        format: (value) => (value as string[]).map((r) => translate(`roles.${r}`, { _: r })).join(', '),
      },
      {
        source: 'userFeatures',
        label: 'resources.users.fields.userFeatures',
        format: (value) =>
          (value as UserRecord['userFeatures'])
            .map((f) => `${translate(`features.${f.feature}`)} (${translate(`feature_actions.${f.action}`)})`)
            .join(', '),
      },
      {
        source: 'deleted',
        label: 'user_features.deactivated',
        format: (value) => (value ? translate('ra.boolean.true') : translate('ra.boolean.false')),
      },
    ],
    translate,
    title,
  );

  return (
    <>
      <AppList
        resource="users"
        title={title}
        filterDefaultValues={{ deleted: false }}
        filters={filters}
        sort={{ field: 'lastName', order: 'ASC' }}
        exporter={exporter}
        actions={
          <TopToolbar>
            <DeletedToggle label="user_features.show_deactivated" />
            {access.canCreate && (
              <Button
                size="small"
                startIcon={<PersonAddIcon />}
                onClick={() => setCreating(true)}
                disabled={!organisations.data}
              >
                {translate('user_features.create_user')}
              </Button>
            )}
            <ExportButton />
          </TopToolbar>
        }
      >
        <AppDataTable
          created={created}
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
                access.canCreate && organisations.data
                  ? { label: 'user_features.create_user', onClick: () => setCreating(true), icon: <PersonAddIcon /> }
                  : undefined
              }
            />
          }
        >
          <DataTable.Col source="lastName" label="resources.users.fields.name">
            <Name />
          </DataTable.Col>
          <DataTable.Col source="email" />
          <DataTable.Col source="organisationName" />
          <DataTable.Col source="authorizations" disableSort>
            <Roles />
          </DataTable.Col>
          <DataTable.Col source="userFeatures" disableSort>
            <FeatureSummary />
          </DataTable.Col>
          <ActionsColumn actions={2}>
            <RowActions caller={caller} onRights={setRightsOf} canDelete={access.canDelete} />
          </ActionsColumn>
        </AppDataTable>
      </AppList>
      <UserRightsDialog user={rightsOf} caller={caller} onClose={() => setRightsOf(null)} />
      {organisations.data && (
        <FormDialog
          resource="users"
          open={creating}
          onClose={() => setCreating(false)}
          title={translate('user_features.create_user')}
          defaults={defaults}
          successMessage="user_features.created"
          onSaved={(record) => setCreated(record.id)}
        >
          <UserInputs organisations={organisations.data} />
        </FormDialog>
      )}
    </>
  );
};
