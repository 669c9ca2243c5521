import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import { byOrganisation, defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'instructor-types',
  list: lazy(() => import('./InstructorTypeList').then((m) => ({ default: m.InstructorTypeList }))),
  redirects: [{ from: '/organisation/:organisationId/instructor-types', to: byOrganisation('/instructor-types') }],
  menu: [
    {
      group: 'course_organisation',
      order: 60,
      title: 'menu.instructor_types',
      icon: BadgeIcon,
      route: 'instructor-types',
    },
  ],
  icon: BadgeIcon,
});
