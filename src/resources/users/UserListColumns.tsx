import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { SessionUser } from '../../domain/session';
import { refusalToManage } from '../../domain/userRights';
import { personName } from '../../domain/profiles';
import { ActionsColumn } from '../../components/lists/AppDataTable';
import { FeatureSummary } from './FeatureSummary';
import { UserStatusButton } from './UserStatusButton';
import type { UserRecord } from './types';

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

/** What a user's row actions may do: open his rights, and deactivate or reactivate him with permission. */
interface RowActionsProps {
  caller: SessionUser;
  onRights: (user: UserRecord) => void;
  canDelete: boolean;
}

const RowActions = ({ caller, onRights, canDelete }: RowActionsProps) => {
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
 * The columns of the user list, the row actions last. A function, not a component: the table and
 * the readable list read the columns' props from the elements themselves.
 */
export const userListColumns = (actions: RowActionsProps) => (
  <>
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
      <RowActions {...actions} />
    </ActionsColumn>
  </>
);
