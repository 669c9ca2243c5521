import { lazy } from 'react';
import ContactsIcon from '@mui/icons-material/Contacts';
import { defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'itc-instructors',
  routes: {
    ITC_Instructors: lazy(() => import('./ItcInstructorList').then((m) => ({ default: m.ItcInstructorList }))),
  },
  menu: [
    {
      group: 'itc_administration',
      after: 'ITC_Instructor_Certificates',
      title: 'menu.itc_instructors',
      route: 'ITC_Instructors',
    },
  ],
  icon: ContactsIcon,
});
