import PeopleIcon from '@mui/icons-material/People';
import { defineScreens, lazyScreen, ownOrganisation } from '../../layout/resourceScreens';
import { personName } from '../../domain/profiles';

export const screens = defineScreens({
  name: 'instructor-profiles',
  routes: { Instructor_Profiles: lazyScreen(() => import('./InstructorProfileList'), 'InstructorProfileList') },
  menu: [
    {
      group: 'course_organisation',
      after: 'Organisation_Participant_Profiles',
      title: 'menu.instructors',
      route: 'Instructor_Profiles',
      params: ownOrganisation,
    },
  ],
  icon: PeopleIcon,
  recordRepresentation: personName,
});
