import PlaceIcon from '@mui/icons-material/Place';
import { declaredResourceScreens } from '../../layout/declaredResourceScreens';
import { menuEntry } from '../../layout/resourceScreens';

export const screens = declaredResourceScreens('venues', {
  menu: [menuEntry('course_organisation', 'venues', 'menu.venues', { after: 'course-types' })],
  icon: PlaceIcon,
});
