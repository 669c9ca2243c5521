import { lazy } from 'react';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'organisations',
  list: lazy(() => import('./OrganisationList').then((m) => ({ default: m.OrganisationList }))),
  menu: [{ group: 'admin_dashboards', after: 'DEMO_STATISTICS', title: 'menu.organisations', route: 'organisations' }],
  icon: CorporateFareIcon,
});
