import { Dialog, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SessionUser } from '../../domain/session';
import { refusalToManage } from '../../domain/userRights';
import type { UserRecord } from './types';
import { RightsDialogActions } from './RightsDialogActions';
import { RightsNotices } from './RightsNotices';
import { RightsTable } from './RightsTable';
import { useUserRights } from './useUserRights';
import { PersonalDataActions } from '../../components/people/PersonalDataActions';

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
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const rights = useUserRights(user);

  if (!user) return null;
  const refusal = refusalToManage(caller, user);
  const locked = !!refusal || user.deleted;
  const busy = rights.saving || rights.reading;
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="rights-title">
      <DialogTitle id="rights-title">
        {translate('user_features.rights_title', { name })}
        <Typography variant="body2" color="text.secondary" component="div">
          {user.email} · {user.organisationName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <RightsNotices user={user} refusal={refusal} conflict={rights.conflict} />
        <RightsTable
          name={name}
          modules={user.organisationModules}
          caller={caller}
          pairs={rights.pairs}
          disabled={locked || busy}
          onToggleFeature={rights.toggleFeature}
          onToggleAction={rights.toggleAction}
        />
        {!locked && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('user_features.grant_hint')}
          </Typography>
        )}
        {user.id !== caller.id && (
          <PersonalDataActions kind="user" id={String(user.id)} name={name} onErased={onClose} />
        )}
      </DialogContent>
      <RightsDialogActions name={name} locked={locked} busy={busy} rights={rights} onClose={onClose} />
    </Dialog>
  );
};
