import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { RaRecord } from 'react-admin';
import { defineScreens, lazyScreen, ownOrganisation } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'support-tickets',
  routes: { Organisation_Support_Tickets: lazyScreen(() => import('./SupportTicketList'), 'SupportTicketList') },
  menu: [
    {
      group: 'my_organisation',
      title: 'menu.support_tickets',
      route: 'Organisation_Support_Tickets',
      params: ownOrganisation,
    },
  ],
  icon: SupportAgentIcon,
  recordRepresentation: (record: RaRecord) => String(record.comment).slice(0, 40),
});
