import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { FEATURE_SCREEN_GROUPS, type Feature } from '../../domain/features';
import type { UserRecord } from './types';

/** The user's features in the table, grouped as the specification groups them (§6 Groups). */
export const FeatureSummary = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const held = new Set<Feature>(record.userFeatures.map((f) => f.feature));
  const groups = FEATURE_SCREEN_GROUPS.map((group) => ({
    ...group,
    held: group.features.filter((f) => held.has(f)),
  })).filter((g) => g.held.length);
  if (record.authorizations.includes('ADMIN')) {
    return <Chip size="small" color="primary" label={translate('user_features.admin_all')} />;
  }
  if (!groups.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('user_features.no_features')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {groups.map((group) => (
        <Box key={group.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
            {translate(`feature_groups.${group.id}`)}:
          </Typography>
          {group.held.map((feature) => {
            const actions = record.userFeatures
              .filter((f) => f.feature === feature)
              .map((f) => translate(`feature_actions.${f.action}`));
            return (
              <Tooltip key={feature} title={actions.join(', ')}>
                <Chip size="small" variant="outlined" label={translate(`features.${feature}`)} />
              </Tooltip>
            );
          })}
        </Box>
      ))}
    </Box>
  );
};
