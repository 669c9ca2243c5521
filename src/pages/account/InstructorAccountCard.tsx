import { Box, Button, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { useTranslate } from 'react-admin';
import { AccountCard } from './AccountCard';
import { ConfirmStep } from '../../components/forms/ConfirmStep';
import { NamedOptionSelect } from '../../components/forms/NamedOptionSelect';
import { useInstructorAccount, type InstructorAccountProps } from './useInstructorAccount';

/**
 * §2 My account: "a button to create an instructor account" at one of the user's organisations.
 * Afterwards the instructor features apply at once (the session user is reloaded).
 */
export const InstructorAccountCard = (props: InstructorAccountProps) => {
  const translate = useTranslate();
  const { organisationId, setOrganisationId, instructorAt, chosen, confirming, setConfirming, pending, error, create } =
    useInstructorAccount(props);
  const { options } = props;

  if (!options) return null;

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
              <NamedOptionSelect
                id="instructor-organisation"
                size="small"
                sx={{ minWidth: 240 }}
                label={translate('account.instructor.organisation')}
                options={options}
                value={organisationId}
                onChange={setOrganisationId}
              />
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
