import ContactsIcon from '@mui/icons-material/Contacts';
import { defineScreens, lazyScreen } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'itc-instructors',
  routes: { ITC_Instructors: lazyScreen(() => import('./ItcInstructorList'), 'ItcInstructorList') },
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
