import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { defineScreens, lazyScreen } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'organisations',
  list: lazyScreen(() => import('./OrganisationList'), 'OrganisationList'),
  menu: [{ group: 'admin_dashboards', after: 'DEMO_STATISTICS', title: 'menu.organisations', route: 'organisations' }],
  icon: CorporateFareIcon,
});
