import { Box, Button, DialogActions } from '@mui/material';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { Confirm, useTranslate } from 'react-admin';
import type { UserRights } from './useUserRights';

/** The rights dialog's buttons: remove all rights (after a confirmation), unless they are locked, and close. */
export const RightsDialogActions = ({
  name,
  locked,
  busy,
  rights,
  onClose,
}: {
  /** The user's name, which the confirmation names. */
  name: string;
  locked: boolean;
  /** The rights are being read or saved. */
  busy: boolean;
  rights: UserRights;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Box>
          {!locked && (
            <Button
              color="error"
              startIcon={<RemoveModeratorIcon />}
              disabled={busy || rights.pairs.length === 0}
              onClick={() => rights.setConfirmAll(true)}
            >
              {translate('user_features.remove_all')}
            </Button>
          )}
        </Box>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={rights.confirmAll}
        loading={rights.saving}
        title={translate('user_features.confirm_remove_all_title', { name })}
        content={translate('user_features.confirm_remove_all_content', { name })}
        confirmColor="warning"
        onConfirm={rights.removeAll}
        onClose={() => rights.setConfirmAll(false)}
      />
    </>
  );
};
