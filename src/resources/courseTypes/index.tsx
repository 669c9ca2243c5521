import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { byOrganisation, defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'course-types',
  list: lazy(() => import('./CourseTypeList').then((m) => ({ default: m.CourseTypeList }))),
  redirects: [{ from: '/organisation/:organisationId/course-types', to: byOrganisation('/course-types') }],
  menu: [
    { group: 'course_organisation', order: 20, title: 'menu.course_types', icon: CategoryIcon, route: 'course-types' },
  ],
  icon: CategoryIcon,
});
