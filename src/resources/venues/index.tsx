import PlaceIcon from '@mui/icons-material/Place';
import { declaredList } from '../../components/resources/declaredListScreen';
import { defineScreens, formerOrganisationPath, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'venues',
  list: declaredList('venues'),
  redirects: [formerOrganisationPath('venues')],
  menu: [menuEntry('course_organisation', 'venues', 'menu.venues', { after: 'course-types' })],
  icon: PlaceIcon,
});
