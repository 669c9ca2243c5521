import BadgeIcon from '@mui/icons-material/Badge';
import { declaredResourceScreens } from '../../layout/declaredResourceScreens';
import { menuEntry } from '../../layout/resourceScreens';

export const screens = declaredResourceScreens('instructor-types', {
  menu: [
    menuEntry('course_organisation', 'instructor-types', 'menu.instructor_types', { after: 'Instructor_Profiles' }),
  ],
  icon: BadgeIcon,
});
