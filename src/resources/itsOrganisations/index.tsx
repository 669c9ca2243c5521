import BusinessIcon from '@mui/icons-material/Business';
import { defineScreens, lazyScreen, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'its-organisations',
  routes: { Organisations_Its: lazyScreen(() => import('./ItsOrganisationList'), 'ItsOrganisationList') },
  menu: [menuEntry('itc_administration', 'Organisations_Its', 'menu.itc_organisations', { first: true })],
  icon: BusinessIcon,
});
