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
      order: 40,
      title: 'menu.itc_instructors',
      icon: ContactsIcon,
      route: 'ITC_Instructors',
    },
  ],
  icon: ContactsIcon,
});
