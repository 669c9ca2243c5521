import ChatIcon from '@mui/icons-material/Chat';
import type { RaRecord } from 'react-admin';
import { defineScreens, lazyScreen } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'organisation-comments',
  routes: {
    Organisation_Comments_Internal: lazyScreen(() => import('./OrganisationCommentList'), 'OrganisationCommentList'),
  },
  menu: [
    {
      group: 'admin_dashboards',
      first: true,
      title: 'menu.organisation_comments',
      route: 'Organisation_Comments_Internal',
    },
  ],
  icon: ChatIcon,
  recordRepresentation: (record: RaRecord) => `${record.organisationName}: ${String(record.comment).slice(0, 40)}`,
});
