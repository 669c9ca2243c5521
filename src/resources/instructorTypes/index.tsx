import BadgeIcon from '@mui/icons-material/Badge';
import { declaredList } from '../../components/resources/declaredListScreen';
import { defineScreens, formerOrganisationPath, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'instructor-types',
  list: declaredList('instructor-types'),
  redirects: [formerOrganisationPath('instructor-types')],
  menu: [
    menuEntry('course_organisation', 'instructor-types', 'menu.instructor_types', { after: 'Instructor_Profiles' }),
  ],
  icon: BadgeIcon,
});
