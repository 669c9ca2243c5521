import type { Dispatch, SetStateAction } from 'react';
import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { FEATURE_SCREEN_GROUPS, type Feature } from '../../domain/features';
import type { SessionUser } from '../../domain/session';
import { grantsOf, mayGrant } from '../../domain/userRights';

/** The features to grant, a checkbox each, grouped by screen: only those the caller could grant. */
export const GrantFeatureGroups = ({
  chosen,
  onChosen,
}: {
  chosen: Feature[];
  onChosen: Dispatch<SetStateAction<Feature[]>>;
}) => {
  const translate = useTranslate();
  const { permissions: caller } = usePermissions<SessionUser>();
  const grantable = (feature: Feature) => !!caller && grantsOf(feature).every((pair) => mayGrant(caller, pair));
  return (
    <>
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
                      onChosen((current) =>
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
    </>
  );
};
