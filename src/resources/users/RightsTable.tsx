import { Fragment } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACTIONS, FEATURE_SCREEN_GROUPS } from '../../domain/features';
import { FeatureRightsRow, type RightsEditing } from './FeatureRightsRow';

/** The rights of one user as a table: a row per feature, grouped as the specification groups them (§6). */
export const RightsTable = ({
  name,
  ...editing
}: RightsEditing & {
  /** The user's name, which the table is labelled with. */
  name: string;
}) => {
  const translate = useTranslate();
  return (
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
            {group.features.map((feature) => (
              <FeatureRightsRow key={`${group.id}-${feature}`} feature={feature} {...editing} />
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
};
