import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { defineScreens, lazyScreen, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'organisations',
  list: lazyScreen(() => import('./OrganisationList'), 'OrganisationList'),
  menu: [menuEntry('admin_dashboards', 'organisations', 'menu.organisations', { after: 'DEMO_STATISTICS' })],
  icon: CorporateFareIcon,
});
