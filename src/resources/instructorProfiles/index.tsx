import PeopleIcon from '@mui/icons-material/People';
import { defineScreens, lazyScreen, menuEntry, ownOrganisation } from '../../layout/resourceScreens';
import { personName } from '../../domain/profiles';

export const screens = defineScreens({
  name: 'instructor-profiles',
  routes: { Instructor_Profiles: lazyScreen(() => import('./InstructorProfileList'), 'InstructorProfileList') },
  menu: [
    menuEntry('course_organisation', 'Instructor_Profiles', 'menu.instructors', {
      after: 'Organisation_Participant_Profiles',
      params: ownOrganisation,
    }),
  ],
  icon: PeopleIcon,
  recordRepresentation: personName,
});
