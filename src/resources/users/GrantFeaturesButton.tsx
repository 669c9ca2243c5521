import { useState } from 'react';
import {
  Alert,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { Button as MuiButton } from '@mui/material';
import AddModeratorIcon from '@mui/icons-material/AddModerator';
import { Button, useListContext, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { FEATURE_SCREEN_GROUPS, type Feature } from '../../domain/features';
import type { SessionUser } from '../../domain/session';
import { grantsOf, mayGrant } from '../../domain/userRights';
import { api } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { failureNotice } from '../../components/forms/failureText';
import { DisabledReason } from '../../components/forms/DisabledReason';

/**
 * Bulk action: adds the chosen features (create, read, update, delete each) to every selected
 * user in one request; all or nothing. Only features the caller could grant are offered.
 */
export const GrantFeaturesButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const { permissions: caller } = usePermissions<SessionUser>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Feature[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const grantable = (feature: Feature) => !!caller && grantsOf(feature).every((pair) => mayGrant(caller, pair));
  const count = selectedIds.length;

  const submit = async () => {
    setPending(true);
    setError(undefined);
    try {
      const body = { userIds: selectedIds, features: chosen };
      await asOneAction(`users/grant-features ${JSON.stringify(body)}`, (idempotencyKey) =>
        api('users/grant-features', { method: 'POST', body, idempotencyKey }),
      );
      notify('user_features.granted', { type: 'success', messageArgs: { smart_count: count } });
      setOpen(false);
      setChosen([]);
      onUnselectItems();
      refresh();
    } catch (e) {
      setError(failureNotice(translate, 'notification.saving', e));
    } finally {
      setPending(false);
    }
  };

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
          {FEATURE_SCREEN_GROUPS.map((group) => {
            const features = group.features.filter(grantable);
            if (!features.length) return null;
            return (
              <FormGroup key={group.id} sx={{ mb: 1 }} role="group" aria-labelledby={`grant-group-${group.id}`}>
                <Typography id={`grant-group-${group.id}`} variant="subtitle2">
                  {translate(`feature_groups.${group.id}`)}
                </Typography>
                {features.map((feature) => (
                  <FormControlLabel
                    key={`${group.id}-${feature}`}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.includes(feature)}
                        onChange={(_, on) =>
                          setChosen((current) =>
                            on ? [...new Set([...current, feature])] : current.filter((f) => f !== feature),
                          )
                        }
                      />
                    }
                    label={translate(`features.${feature}`)}
                  />
                ))}
              </FormGroup>
            );
          })}
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
