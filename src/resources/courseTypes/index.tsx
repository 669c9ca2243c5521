import CategoryIcon from '@mui/icons-material/Category';
import { declaredResourceScreens } from '../../layout/declaredResourceScreens';
import { menuEntry } from '../../layout/resourceScreens';

export const screens = declaredResourceScreens('course-types', {
  menu: [menuEntry('course_organisation', 'course-types', 'menu.course_types', { after: 'Organisation_Courses' })],
  icon: CategoryIcon,
});
