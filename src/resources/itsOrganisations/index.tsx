import { lazy } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import { defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'its-organisations',
  routes: {
    Organisations_Its: lazy(() => import('./ItsOrganisationList').then((m) => ({ default: m.ItsOrganisationList }))),
  },
  menu: [{ group: 'itc_administration', first: true, title: 'menu.itc_organisations', route: 'Organisations_Its' }],
  icon: BusinessIcon,
});
