import { useEffect, useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AccountProfile, OrganisationOption } from '../../domain/accounts';
import type { SessionUser } from '../../domain/session';
import { setSessionUser } from '../../providers/authProvider';
import { api } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';
import { useStepCall } from '../../components/forms/useStepCall';

export interface InstructorAccountProps {
  options?: OrganisationOption[];
  profiles?: AccountProfile[];
  onCreated: (profiles: AccountProfile[]) => void;
}

/**
 * The organisation chosen for the new instructor account (the first of the options until the
 * user picks another), the confirmation step, and the creation, which reloads the session user.
 */
export function useInstructorAccount({ options, profiles, onCreated }: InstructorAccountProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = usePermissions();
  const [organisationId, setOrganisationId] = useState('');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (options?.length && !options.some((o) => o.id === organisationId)) setOrganisationId(options[0].id);
  }, [options, organisationId]);

  const instructorAt = (profiles ?? []).filter((p) => p.instructorProfile).map((p) => p.organisation.name);
  const chosen = options?.find((o) => o.id === organisationId);

  const {
    pending,
    error,
    take: create,
  } = useStepCall(
    async () => {
      const { json } = await api<{ profiles: AccountProfile[]; user: SessionUser }>(
        'users/current-user/instructor-account',
        { method: 'POST', body: { organisationId } },
      );
      setSessionUser(json.user);
      await refetch();
      return json.profiles;
    },
    (created) => {
      setConfirming(false);
      onCreated(created);
      notify('account.instructor.created', { type: 'success' });
    },
    (e) => failureNotice(translate, 'notification.creation', e),
  );

  return {
    organisationId,
    setOrganisationId,
    instructorAt,
    chosen,
    confirming,
    setConfirming,
    pending,
    error,
    create,
  };
}
