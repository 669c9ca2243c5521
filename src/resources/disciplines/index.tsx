import CategoryIcon from '@mui/icons-material/Category';
import { defineScreens, lazyScreen, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'disciplines',
  routes: { ITC_Disciplines: lazyScreen(() => import('./DisciplineList'), 'DisciplineList') },
  menu: [menuEntry('itc_administration', 'ITC_Disciplines', 'menu.itc_disciplines', { after: 'Organisations_Its' })],
  icon: CategoryIcon,
});
