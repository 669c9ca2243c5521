import { lazy } from 'react';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'organisations',
  list: lazy(() => import('./OrganisationList').then((m) => ({ default: m.OrganisationList }))),
  menu: [
    {
      group: 'admin_dashboards',
      order: 25,
      title: 'menu.organisations',
      icon: CorporateFareIcon,
      route: 'organisations',
    },
  ],
  icon: CorporateFareIcon,
});
