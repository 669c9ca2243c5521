import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'disciplines',
  routes: { ITC_Disciplines: lazy(() => import('./DisciplineList').then((m) => ({ default: m.DisciplineList }))) },
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
