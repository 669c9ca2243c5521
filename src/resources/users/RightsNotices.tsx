import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Refusal } from '../../domain/userRights';
import type { UserRecord } from './types';
import type { RightsConflict } from './useUserRights';
import { useFormat } from '../../components/format';

/**
 * What the rights dialog says above the rights: why they are locked (the caller's own, or an
 * ADMIN's for a non-admin; a deactivated user's), who changed them meanwhile, and that an ADMIN
 * may do everything anyway.
 */
export const RightsNotices = ({
  user,
  refusal,
  conflict,
}: {
  user: UserRecord;
  refusal: Refusal | undefined;
  conflict: RightsConflict | null;
}) => {
  const translate = useTranslate();
  const { clock } = useFormat();
  return (
    <>
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
    </>
  );
};
