import { lazy } from 'react';
import PlaceIcon from '@mui/icons-material/Place';
import { byOrganisation, defineScreens } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'venues',
  list: lazy(() => import('./VenueList').then((m) => ({ default: m.VenueList }))),
  redirects: [{ from: '/organisation/:organisationId/venues', to: byOrganisation('/venues') }],
  menu: [{ group: 'course_organisation', order: 30, title: 'menu.venues', icon: PlaceIcon, route: 'venues' }],
  icon: PlaceIcon,
});
