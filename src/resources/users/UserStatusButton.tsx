import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../../components/forms/failureText';
import type { UserRecord } from './types';
import { ConfirmStep } from '../../components/forms/ConfirmStep';

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
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (!record) return null;
  const name = `${record.firstName} ${record.lastName}`;
  const deactivate = !record.deleted;
  const label = translate(deactivate ? 'user_features.deactivate' : 'user_features.reactivate');

  const run = async () => {
    setPending(true);
    setError(undefined);
    try {
      if (deactivate) await dataProvider.delete('users', { id: record.id, previousData: record });
      else await dataProvider.restoreOne('users', { id: record.id });
      setOpen(false);
      notify(deactivate ? 'user_features.user_deleted' : 'user_features.recovered', { type: 'success' });
      refresh();
    } catch (e) {
      setError(failureNotice(translate, deactivate ? 'notification.deletion' : 'notification.restore', e));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={`${label}: ${name}`}
            disabled={disabled}
            color={deactivate ? 'default' : 'primary'}
            onClick={(event) => {
              event.stopPropagation();
              setError(undefined);
              setOpen(true);
            }}
          >
            {deactivate ? <PersonOffIcon fontSize="small" /> : <HowToRegIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmStep
        isOpen={open}
        loading={pending}
        title={translate(
          deactivate ? 'user_features.confirm_deactivate_title' : 'user_features.confirm_reactivate_title',
          { name },
        )}
        content={translate(
          deactivate ? 'user_features.confirm_deactivate_content' : 'user_features.confirm_reactivate_content',
          { name },
        )}
        error={error}
        confirmColor={deactivate ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
