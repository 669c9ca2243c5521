import PlaceIcon from '@mui/icons-material/Place';
import { declaredList } from '../../components/resources/declaredListScreen';
import { byOrganisation, defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'venues',
  list: declaredList('venues'),
  redirects: [{ from: '/organisation/:organisationId/venues', to: byOrganisation('/venues') }],
  menu: [{ group: 'course_organisation', after: 'course-types', title: 'menu.venues', route: 'venues' }],
  icon: PlaceIcon,
});
