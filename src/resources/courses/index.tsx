import EventIcon from '@mui/icons-material/Event';
import type { RaRecord } from 'react-admin';
import { defineScreens, lazyScreen, menuEntry, ownOrganisation } from '../../layout/resourceScreens';

const screen = (name: 'ItsCourses' | 'ItcCourses' | 'MyCourses' | 'OrganisationCourses') =>
  lazyScreen(() => import('./CourseScreens'), name);
const form = (name: 'CourseCreate' | 'CourseDetail') => lazyScreen(() => import('./CourseForm'), name);

export const screens = defineScreens({
  name: 'courses',
  routes: {
    ITS_Courses: screen('ItsCourses'),
    ITC_Courses: screen('ItcCourses'),
    My_Courses: screen('MyCourses'),
    Organisation_Courses: screen('OrganisationCourses'),
    Course_Create: form('CourseCreate'),
    Course_Detail: form('CourseDetail'),
  },
  menu: [
    menuEntry('my', 'My_Courses', 'menu.my_courses', {
      after: 'My_Instructor_Certificates',
      requirement: { features: ['user_is_instructor'] },
    }),
    menuEntry('course_organisation', 'Organisation_Courses', 'menu.courses', {
      first: true,
      params: ownOrganisation,
      // the same courses as the site's or the network's list (the specification's own entries)
      supersededBy: ['ITS_Courses', 'ITC_Courses'],
    }),
    // a site's or a network's courses: course organisation, beside course types, venues and people
    menuEntry('course_organisation', 'ITC_Courses', 'menu.itc_courses', { first: true }),
    menuEntry('course_organisation', 'ITS_Courses', 'menu.its_courses', {
      first: true,
      // the network's list holds the user's own site's courses too
      supersededBy: ['ITC_Courses'],
    }),
  ],
  icon: EventIcon,
  recordRepresentation: (record: RaRecord) => [record.courseTypeName, record.startDate].filter(Boolean).join(' '),
});
