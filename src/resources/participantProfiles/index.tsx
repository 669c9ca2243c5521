import PeopleIcon from '@mui/icons-material/People';
import { defineScreens, lazyScreen, menuEntry, ownOrganisation } from '../../layout/resourceScreens';
import { personName } from '../../domain/profiles';

export const screens = defineScreens({
  name: 'participant-profiles',
  routes: {
    Organisation_Participant_Profiles: lazyScreen(() => import('./ParticipantProfileList'), 'ParticipantProfileList'),
  },
  menu: [
    menuEntry('course_organisation', 'Organisation_Participant_Profiles', 'menu.participants', {
      after: 'venues',
      params: ownOrganisation,
    }),
  ],
  icon: PeopleIcon,
  recordRepresentation: personName,
});
