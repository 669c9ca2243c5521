import { useEffect, useState } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AccountProfile, OrganisationOption } from '../../domain/accounts';
import type { SessionUser } from '../../domain/session';
import { setSessionUser } from '../../providers/authProvider';
import { api } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';
import { AccountCard } from './AccountCard';
import { ConfirmStep } from '../../components/forms/ConfirmStep';

/**
 * §2 My account: "a button to create an instructor account" at one of the user's organisations.
 * Afterwards the instructor features apply at once (the session user is reloaded).
 */
export const InstructorAccountCard = ({
  options,
  profiles,
  onCreated,
}: {
  options?: OrganisationOption[];
  profiles?: AccountProfile[];
  onCreated: (profiles: AccountProfile[]) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = usePermissions();
  const [organisationId, setOrganisationId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (options?.length && !options.some((o) => o.id === organisationId)) setOrganisationId(options[0].id);
  }, [options, organisationId]);

  if (!options) return null;
  const instructorAt = (profiles ?? []).filter((p) => p.instructorProfile).map((p) => p.organisation.name);
  const chosen = options.find((o) => o.id === organisationId);

  const create = async () => {
    setPending(true);
    setError(undefined);
    try {
      const { json } = await api<{ profiles: AccountProfile[]; user: SessionUser }>(
        'users/current-user/instructor-account',
        {
          method: 'POST',
          body: { organisationId },
        },
      );
      setSessionUser(json.user);
      await refetch();
      setConfirming(false);
      onCreated(json.profiles);
      notify('account.instructor.created', { type: 'success' });
    } catch (e) {
      setError(failureNotice(translate, 'notification.creation', e));
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountCard id="instructor" title="account.instructor.title">
      {instructorAt.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('account.instructor.already', { organisations: instructorAt.join(', ') })}
        </Typography>
      )}
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="instructor-none">
          {translate(instructorAt.length ? 'account.instructor.none_left' : 'account.instructor.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('account.instructor.text')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {options.length > 1 && (
              <FormControl size="small" sx={{ minWidth: 240 }}>
                <InputLabel id="instructor-organisation-label">
                  {translate('account.instructor.organisation')}
                </InputLabel>
                <Select
                  labelId="instructor-organisation-label"
                  label={translate('account.instructor.organisation')}
                  value={organisationId}
                  onChange={(event) => setOrganisationId(event.target.value)}
                >
                  {options.map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {o.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            <Button
              variant="contained"
              startIcon={<SchoolIcon />}
              onClick={() => setConfirming(true)}
              disabled={!chosen}
            >
              {translate('account.instructor.create', { organisation: chosen?.name ?? '' })}
            </Button>
          </Box>
        </>
      )}
      <ConfirmStep
        isOpen={confirming}
        loading={pending}
        title={translate('account.instructor.confirm_title')}
        content={translate('account.instructor.confirm_content', { organisation: chosen?.name ?? '' })}
        error={error}
        onConfirm={create}
        onClose={() => setConfirming(false)}
      />
    </AccountCard>
  );
};
