import CategoryIcon from '@mui/icons-material/Category';
import { declaredList } from '../../components/resources/declaredListScreen';
import { byOrganisation, defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'course-types',
  list: declaredList('course-types'),
  redirects: [{ from: '/organisation/:organisationId/course-types', to: byOrganisation('/course-types') }],
  menu: [
    { group: 'course_organisation', after: 'Organisation_Courses', title: 'menu.course_types', route: 'course-types' },
  ],
  icon: CategoryIcon,
});
