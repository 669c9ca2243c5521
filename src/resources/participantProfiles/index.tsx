import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { defineScreens, ownOrganisation } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'participant-profiles',
  routes: {
    Organisation_Participant_Profiles: lazy(() =>
      import('./ParticipantProfileList').then((m) => ({ default: m.ParticipantProfileList })),
    ),
  },
  menu: [
    {
      group: 'course_organisation',
      after: 'venues',
      title: 'menu.participants',
      route: 'Organisation_Participant_Profiles',
      params: ownOrganisation,
    },
  ],
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) =>
    [record.title, record.firstName, record.lastName].filter(Boolean).join(' '),
});
