import PeopleIcon from '@mui/icons-material/People';
import { defineScreens, lazyScreen, ownOrganisation } from '../../layout/resourceScreens';
import { personName } from '../../domain/profiles';

export const screens = defineScreens({
  name: 'participant-profiles',
  routes: {
    Organisation_Participant_Profiles: lazyScreen(() => import('./ParticipantProfileList'), 'ParticipantProfileList'),
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
  recordRepresentation: personName,
});
