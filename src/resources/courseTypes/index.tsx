import CategoryIcon from '@mui/icons-material/Category';
import { declaredList } from '../../components/resources/declaredListScreen';
import { defineScreens, formerOrganisationPath, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'course-types',
  list: declaredList('course-types'),
  redirects: [formerOrganisationPath('course-types')],
  menu: [menuEntry('course_organisation', 'course-types', 'menu.course_types', { after: 'Organisation_Courses' })],
  icon: CategoryIcon,
});
