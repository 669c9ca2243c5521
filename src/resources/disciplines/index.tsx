import CategoryIcon from '@mui/icons-material/Category';
import { defineScreens, lazyScreen } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'disciplines',
  routes: { ITC_Disciplines: lazyScreen(() => import('./DisciplineList'), 'DisciplineList') },
  menu: [
    {
      group: 'itc_administration',
      after: 'Organisations_Its',
      title: 'menu.itc_disciplines',
      route: 'ITC_Disciplines',
    },
  ],
  icon: CategoryIcon,
});
