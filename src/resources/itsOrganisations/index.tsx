import BusinessIcon from '@mui/icons-material/Business';
import { defineScreens, lazyScreen } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'its-organisations',
  routes: { Organisations_Its: lazyScreen(() => import('./ItsOrganisationList'), 'ItsOrganisationList') },
  menu: [{ group: 'itc_administration', first: true, title: 'menu.itc_organisations', route: 'Organisations_Its' }],
  icon: BusinessIcon,
});
