import { Alert, Box, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import PersonIcon from '@mui/icons-material/Person';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { AccountProfile } from '../../domain/accounts';
import { AccountCard } from './AccountCard';

const Detail = ({ label, value }: { label: string; value: string | null | undefined }) => {
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
};

/** §2 My account: the participant and instructor profiles of the user, per organisation. */
export const ProfilesCard = ({
  profiles,
  isPending,
  error,
}: {
  profiles?: AccountProfile[];
  isPending: boolean;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <AccountCard id="profiles" title="account.profiles.title">
      {isPending && !profiles && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2">{translate('table.loading')}</Typography>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {profiles?.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="profiles-empty">
          {translate('account.profiles.empty')}
        </Typography>
      )}
      <Stack spacing={2} divider={<Divider flexItem />} data-testid="profiles">
        {profiles?.map(({ organisation, participantProfile: p, instructorProfile: i }) => (
          <Fragment key={p.id}>
            <Box data-testid={`profile-${organisation.id}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
                  {organisation.name}
                </Typography>
                <Chip size="small" icon={<PersonIcon />} label={translate('account.profiles.participant')} />
                {i && (
                  <Chip
                    size="small"
                    color="primary"
                    icon={<SchoolIcon />}
                    label={translate('account.profiles.instructor')}
                  />
                )}
              </Box>
              <Detail
                label="account.profiles.name"
                value={[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}
              />
              <Detail label="account.fields.email" value={p.email} />
              <Detail label="account.profiles.phone" value={p.phoneNumber} />
              <Detail label="account.profiles.qualification" value={p.qualification} />
              <Detail label="account.profiles.customer_number" value={p.customerNumber} />
              {i && (
                <>
                  <Detail
                    label="account.profiles.status"
                    value={i.status ? translate(`account.profiles.statuses.${i.status}`, { _: i.status }) : null}
                  />
                  <Detail label="account.profiles.aha_id" value={i.ahaInstructorId} />
                  <Detail label="account.profiles.cell_phone" value={i.cellPhone} />
                </>
              )}
            </Box>
          </Fragment>
        ))}
      </Stack>
    </AccountCard>
  );
};
