import ContactsIcon from '@mui/icons-material/Contacts';
import { defineScreens, lazyScreen, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'itc-instructors',
  routes: { ITC_Instructors: lazyScreen(() => import('./ItcInstructorList'), 'ItcInstructorList') },
  menu: [
    menuEntry('itc_administration', 'ITC_Instructors', 'menu.itc_instructors', {
      after: 'ITC_Instructor_Certificates',
    }),
  ],
  icon: ContactsIcon,
});
