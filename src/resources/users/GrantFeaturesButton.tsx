import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Button as MuiButton } from '@mui/material';
import AddModeratorIcon from '@mui/icons-material/AddModerator';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Feature } from '../../domain/features';
import { api } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { failureNotice } from '../../components/forms/failureText';
import { useStepCall } from '../../components/forms/useStepCall';
import { DisabledReason } from '../../components/forms/DisabledReason';
import { GrantFeatureGroups } from './GrantFeatureGroups';

/**
 * Bulk action: adds the chosen features (create, read, update, delete each) to every selected
 * user in one request; all or nothing. Only features the caller could grant are offered.
 */
export const GrantFeaturesButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Feature[]>([]);
  const count = selectedIds.length;

  const {
    pending,
    error,
    take: submit,
  } = useStepCall(
    () => {
      const body = { userIds: selectedIds, features: chosen };
      return asOneAction(`users/grant-features ${JSON.stringify(body)}`, (idempotencyKey) =>
        api('users/grant-features', { method: 'POST', body, idempotencyKey }),
      );
    },
    () => {
      notify('user_features.granted', { type: 'success', messageArgs: { smart_count: count } });
      setOpen(false);
      setChosen([]);
      onUnselectItems();
      refresh();
    },
    (e) => failureNotice(translate, 'notification.saving', e),
  );

  return (
    <>
      <Button label="user_features.grant" onClick={() => setOpen(true)}>
        <AddModeratorIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="grant-title" maxWidth="sm" fullWidth>
        <DialogTitle id="grant-title">{translate('user_features.grant_title', { smart_count: count })}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <GrantFeatureGroups chosen={chosen} onChosen={setChosen} />
          <Typography variant="caption" color="text.secondary">
            {translate('user_features.grant_hint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <DisabledReason
            reason={
              pending ? 'orientation.disabled.sending' : !chosen.length ? 'orientation.disabled.no_feature' : undefined
            }
          >
            <MuiButton variant="contained" disabled={!chosen.length || pending} onClick={submit}>
              {translate('user_features.grant_submit', { smart_count: chosen.length })}
            </MuiButton>
          </DisabledReason>
        </DialogActions>
      </Dialog>
    </>
  );
};
