import { Box, Typography } from '@mui/material';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import type { AccountProfile, OrganisationOption } from '../../domain/accounts';
import type { SessionUser } from '../../domain/session';
import { useApi } from '../../components/useApi';
import { AccountDetailsCard } from './AccountDetailsCard';
import { InstructorAccountCard } from './InstructorAccountCard';
import { PasswordCard } from './PasswordCard';
import { ProfilesCard } from './ProfilesCard';

/** §2 /account: account data, password, profiles per organisation and the instructor account. */
export const AccountPage = () => {
  const translate = useTranslate();
  const { permissions: user, isPending } = usePermissions<SessionUser>();
  const profiles = useApi<AccountProfile[]>('users/current-user/profiles');
  const options = useApi<OrganisationOption[]>('users/current-user/instructor-account/organisations');
  if (isPending || !user) return <Loading />;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('account.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('account.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <AccountDetailsCard user={user} />
          <PasswordCard />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ProfilesCard profiles={profiles.data} isPending={profiles.isPending} error={profiles.error} />
          <InstructorAccountCard
            options={options.data}
            profiles={profiles.data}
            onCreated={(next) => {
              profiles.setData(next);
              options.reload();
            }}
          />
        </Box>
      </Box>
    </Box>
  );
};
