import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../../components/forms/failureText';
import type { UserRecord } from './types';
import { ConfirmStep } from '../../components/forms/ConfirmStep';
import { useConfirmedStep } from '../../components/forms/useConfirmedStep';
import { RowIconButton } from '../../components/lists/RowIconButton';

/**
 * Deactivate a user (he cannot sign in, his sessions end at once) or reactivate him, after a
 * confirmation; the specification's messages "user deleted" and "recovered".
 */
export const UserStatusButton = ({ disabled }: { disabled: boolean }) => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const deactivate = !record?.deleted;
  const { open, confirm } = useConfirmedStep(
    () =>
      deactivate
        ? dataProvider.delete('users', { id: record!.id, previousData: record })
        : dataProvider.restoreOne('users', { id: record!.id }),
    () => {
      notify(deactivate ? 'user_features.user_deleted' : 'user_features.recovered', { type: 'success' });
      refresh();
    },
    (e) => failureNotice(translate, deactivate ? 'notification.deletion' : 'notification.restore', e),
  );
  if (!record) return null;
  const name = `${record.firstName} ${record.lastName}`;
  const label = translate(deactivate ? 'user_features.deactivate' : 'user_features.reactivate');
  return (
    <>
      <RowIconButton
        label={label}
        name={name}
        disabled={disabled}
        color={deactivate ? 'default' : 'primary'}
        onClick={open}
      >
        {deactivate ? <PersonOffIcon fontSize="small" /> : <HowToRegIcon fontSize="small" />}
      </RowIconButton>
      <ConfirmStep
        {...confirm}
        title={translate(
          deactivate ? 'user_features.confirm_deactivate_title' : 'user_features.confirm_reactivate_title',
          { name },
        )}
        content={translate(
          deactivate ? 'user_features.confirm_deactivate_content' : 'user_features.confirm_reactivate_content',
          { name },
        )}
        confirmColor={deactivate ? 'warning' : 'primary'}
      />
    </>
  );
};
