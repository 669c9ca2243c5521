import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { RaRecord } from 'react-admin';
import { defineScreens, lazyScreen, menuEntry, ownOrganisation } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'support-tickets',
  routes: { Organisation_Support_Tickets: lazyScreen(() => import('./SupportTicketList'), 'SupportTicketList') },
  menu: [
    menuEntry('my_organisation', 'Organisation_Support_Tickets', 'menu.support_tickets', { params: ownOrganisation }),
  ],
  icon: SupportAgentIcon,
  recordRepresentation: (record: RaRecord) => String(record.comment).slice(0, 40),
});
