import { Fragment, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  ACTIONS,
  FEATURE_SCREEN_GROUPS,
  type Action,
  type Feature,
  type FeatureAction,
  type UserFeature,
} from '../../domain/features';
import { missingModule } from '../../domain/organisations';
import type { SessionUser } from '../../domain/session';
import { grantsOf, mayGrant, refusalToManage } from '../../domain/userRights';
import { api, ApiError } from '../../providers/http';
import type { UserRecord } from './types';
import { PersonalDataActions } from '../../components/people/PersonalDataActions';
import { failureNotice } from '../../components/forms/failureText';
import { useFormat } from '../../components/format';

const pairsOf = (features: readonly UserFeature[]): FeatureAction[] =>
  features.map(({ feature, action }) => ({ feature, action }));
const etagOf = (headers: Headers) => headers.get('etag')?.replace(/^W\//, '').replace(/"/g, '') || undefined;

/** Who changed the rights meanwhile, when a change was refused for it (412). */
interface RightsConflict {
  changedBy: string | null;
  changedAt: string | null;
}

const has = (pairs: readonly FeatureAction[], feature: Feature, action?: Action) =>
  pairs.some((p) => p.feature === feature && (action === undefined || p.action === action));

/**
 * The rights of one user, grouped as the specification groups them (§6): a switch per feature
 * adds it (create, read, update, delete) or removes it; single actions can be changed; all rights
 * can be removed after a confirmation. Every change is saved at once. What the caller may not
 * grant, and the rights of himself or (for non-admins) of an ADMIN, are shown but locked.
 * Each change names the version of the pairs it was made on (If-Match): one made on pairs that
 * another administrator changed meanwhile is refused, and the dialog shows theirs and says so.
 */
export const UserRightsDialog = ({
  user,
  caller,
  onClose,
}: {
  user: UserRecord | null;
  caller: SessionUser;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [pairs, setPairs] = useState<FeatureAction[]>([]);
  const [saving, setSaving] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const [version, setVersion] = useState<string>();
  // until the pairs as they are now have arrived, the list's may be stale: nothing is changed on them
  const [reading, setReading] = useState(true);
  const [conflict, setConflict] = useState<RightsConflict | null>(null);
  const { clock } = useFormat();

  useEffect(() => {
    setPairs(user ? pairsOf(user.userFeatures) : []);
    setVersion(undefined);
    setConflict(null);
    setReading(true);
    if (!user) return;
    // the pairs as they are now, with their version: the list's row may be minutes old
    let current = true;
    api<UserFeature[]>(`users/${user.id}/user-features`)
      .then(({ json, headers }) => {
        if (!current) return;
        setPairs(pairsOf(json));
        setVersion(etagOf(headers));
      })
      .catch(() => undefined) // the list's pairs stay; a save without a version still works
      .finally(() => current && setReading(false));
    return () => {
      current = false;
    };
  }, [user]);

  if (!user) return null;
  const refusal = refusalToManage(caller, user);
  const locked = !!refusal || user.deleted;
  const busy = saving || reading;
  const name = `${user.firstName} ${user.lastName}`;

  async function save(next: FeatureAction[]) {
    setSaving(true);
    try {
      const { json, headers } = await api<UserFeature[]>(`users/${user!.id}/user-features`, {
        method: 'PATCH',
        body: { features: next },
        ifMatch: version,
      });
      setPairs(pairsOf(json));
      setVersion(etagOf(headers));
      setConflict(null);
      notify('notification.updated', { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CHANGED_MEANWHILE' && e.body.current) {
        const current = e.body.current as { userFeatures: UserFeature[]; version: string };
        setPairs(pairsOf(current.userFeatures));
        setVersion(current.version);
        setConflict({ changedBy: e.body.changedBy ?? null, changedAt: e.body.changedAt ?? null });
        setConfirmAll(false);
        refresh();
        return false;
      }
      notify(failureNotice(translate, 'notification.saving', e), { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  }

  const toggleFeature = (feature: Feature, on: boolean) =>
    save(
      on
        ? [...pairs.filter((p) => p.feature !== feature), ...grantsOf(feature)]
        : pairs.filter((p) => p.feature !== feature),
    );
  const toggleAction = (feature: Feature, action: Action, on: boolean) =>
    save(on ? [...pairs, { feature, action }] : pairs.filter((p) => !(p.feature === feature && p.action === action)));

  const featureLabel = (feature: Feature) => translate(`features.${feature}`);
  const moduleName = (module: string) => translate(`certification.modules.${module}`);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="rights-title">
      <DialogTitle id="rights-title">
        {translate('user_features.rights_title', { name })}
        <Typography variant="body2" color="text.secondary" component="div">
          {user.email} · {user.organisationName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {refusal && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="rights-locked">
            {translate(refusal === 'OWN_RIGHTS' ? 'errors.OWN_RIGHTS' : 'errors.ADMIN_ONLY')}
          </Alert>
        )}
        {conflict && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="rights-conflict" role="alert">
            {translate('user_features.changed_meanwhile', {
              name: conflict.changedBy ?? translate('conflict.someone'),
              time: clock(conflict.changedAt),
            })}
          </Alert>
        )}
        {!refusal && user.deleted && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('user_features.deactivated_locked')}
          </Alert>
        )}
        {user.authorizations.includes('ADMIN') && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('user_features.admin_all')}
          </Alert>
        )}
        <Table size="small" aria-label={translate('user_features.rights_title', { name })}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('user_features.feature')}</TableCell>
              <TableCell align="center">{translate('user_features.granted_column')}</TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {translate(`feature_actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {FEATURE_SCREEN_GROUPS.map((group) => (
              <Fragment key={group.id}>
                <TableRow>
                  <TableCell
                    colSpan={2 + ACTIONS.length}
                    sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
                    component="th"
                    scope="rowgroup"
                  >
                    {translate(`feature_groups.${group.id}`)}
                  </TableCell>
                </TableRow>
                {group.features.map((feature) => {
                  const granted = has(pairs, feature);
                  const canAddAll = grantsOf(feature).every(
                    (pair) => has(pairs, pair.feature, pair.action) || mayGrant(caller, pair),
                  );
                  const off = missingModule(user.organisationModules, feature);
                  return (
                    <TableRow key={`${group.id}-${feature}`} hover data-testid={`right-${feature}`}>
                      <TableCell>
                        {featureLabel(feature)}
                        {off && (
                          <Tooltip
                            title={translate('certification.module_off.hint_title', { module: moduleName(off) })}
                          >
                            <Chip
                              size="small"
                              variant="outlined"
                              color="warning"
                              label={translate('certification.module_off.hint', { module: moduleName(off) })}
                              sx={{ ml: 1 }}
                              data-testid="module-off"
                            />
                          </Tooltip>
                        )}
                      </TableCell>
                      <TableCell align="center">
                        <Switch
                          size="small"
                          checked={granted}
                          disabled={locked || busy || (!granted && !canAddAll)}
                          onChange={(_, on) => void toggleFeature(feature, on)}
                          slotProps={{
                            input: {
                              'aria-label': translate(
                                granted ? 'user_features.remove_feature' : 'user_features.add_feature',
                                { feature: featureLabel(feature) },
                              ),
                            },
                          }}
                        />
                      </TableCell>
                      {ACTIONS.map((action) => {
                        const checked = has(pairs, feature, action);
                        return (
                          <TableCell key={action} align="center" padding="checkbox">
                            <Checkbox
                              size="small"
                              checked={checked}
                              disabled={locked || busy || (!checked && !mayGrant(caller, { feature, action }))}
                              onChange={(_, on) => void toggleAction(feature, action, on)}
                              slotProps={{
                                input: {
                                  'aria-label': `${translate(`feature_actions.${action}`)}: ${featureLabel(feature)}`,
                                },
                              }}
                            />
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
        {!locked && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('user_features.grant_hint')}
          </Typography>
        )}
        {user.id !== caller.id && (
          <PersonalDataActions kind="user" id={String(user.id)} name={name} onErased={onClose} />
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Box>
          {!locked && (
            <Button
              color="error"
              startIcon={<RemoveModeratorIcon />}
              disabled={busy || pairs.length === 0}
              onClick={() => setConfirmAll(true)}
            >
              {translate('user_features.remove_all')}
            </Button>
          )}
        </Box>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirmAll}
        loading={saving}
        title={translate('user_features.confirm_remove_all_title', { name })}
        content={translate('user_features.confirm_remove_all_content', { name })}
        confirmColor="warning"
        onConfirm={async () => {
          if (await save([])) setConfirmAll(false);
        }}
        onClose={() => setConfirmAll(false)}
      />
    </Dialog>
  );
};
