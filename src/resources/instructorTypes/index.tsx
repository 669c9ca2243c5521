import BadgeIcon from '@mui/icons-material/Badge';
import { declaredList } from '../../components/resources/declaredListScreen';
import { byOrganisation, defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'instructor-types',
  list: declaredList('instructor-types'),
  redirects: [{ from: '/organisation/:organisationId/instructor-types', to: byOrganisation('/instructor-types') }],
  menu: [
    {
      group: 'course_organisation',
      after: 'Instructor_Profiles',
      title: 'menu.instructor_types',
      route: 'instructor-types',
    },
  ],
  icon: BadgeIcon,
});
