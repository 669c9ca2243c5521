import { Checkbox, Chip, Switch, TableCell, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACTIONS, type Action, type Feature, type FeatureAction } from '../../domain/features';
import { missingModule } from '../../domain/organisations';
import type { SessionUser } from '../../domain/session';
import { grantsOf, mayGrant } from '../../domain/userRights';

const has = (pairs: readonly FeatureAction[], feature: Feature, action?: Action) =>
  pairs.some((p) => p.feature === feature && (action === undefined || p.action === action));

/** The mark of a feature whose module the user's organisation has switched off. */
const ModuleOffChip = ({ module }: { module: string }) => {
  const translate = useTranslate();
  const moduleName = translate(`certification.modules.${module}`);
  return (
    <Tooltip title={translate('certification.module_off.hint_title', { module: moduleName })}>
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={translate('certification.module_off.hint', { module: moduleName })}
        sx={{ ml: 1 }}
        data-testid="module-off"
      />
    </Tooltip>
  );
};

/** What the rights table and each of its rows need to show and change a user's rights. */
export interface RightsEditing {
  /** The modules of the user's organisation. */
  modules: readonly string[];
  caller: SessionUser;
  pairs: readonly FeatureAction[];
  /** Nothing can be changed: the rights are locked, or being read or saved. */
  disabled: boolean;
  onToggleFeature: (feature: Feature, on: boolean) => void;
  onToggleAction: (feature: Feature, action: Action, on: boolean) => void;
}

/**
 * One feature's row in the rights table: a switch adds the feature (create, read, update, delete)
 * or removes it, a checkbox per action changes that action alone. What the caller may not grant
 * stays locked.
 */
export const FeatureRightsRow = ({
  feature,
  modules,
  caller,
  pairs,
  disabled,
  onToggleFeature,
  onToggleAction,
}: RightsEditing & { feature: Feature }) => {
  const translate = useTranslate();
  const featureLabel = translate(`features.${feature}`);
  const granted = has(pairs, feature);
  const canAddAll = grantsOf(feature).every((pair) => has(pairs, pair.feature, pair.action) || mayGrant(caller, pair));
  const off = missingModule(modules, feature);
  return (
    <TableRow hover data-testid={`right-${feature}`}>
      <TableCell>
        {featureLabel}
        {off && <ModuleOffChip module={off} />}
      </TableCell>
      <TableCell align="center">
        <Switch
          size="small"
          checked={granted}
          disabled={disabled || (!granted && !canAddAll)}
          onChange={(_, on) => onToggleFeature(feature, on)}
          slotProps={{
            input: {
              'aria-label': translate(granted ? 'user_features.remove_feature' : 'user_features.add_feature', {
                feature: featureLabel,
              }),
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
              disabled={disabled || (!checked && !mayGrant(caller, { feature, action }))}
              onChange={(_, on) => onToggleAction(feature, action, on)}
              slotProps={{
                input: {
                  'aria-label': `${translate(`feature_actions.${action}`)}: ${featureLabel}`,
                },
              }}
            />
          </TableCell>
        );
      })}
    </TableRow>
  );
};
