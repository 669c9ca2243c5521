import ChatIcon from '@mui/icons-material/Chat';
import type { RaRecord } from 'react-admin';
import { defineScreens, lazyScreen, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'organisation-comments',
  routes: {
    Organisation_Comments_Internal: lazyScreen(() => import('./OrganisationCommentList'), 'OrganisationCommentList'),
  },
  menu: [
    menuEntry('admin_dashboards', 'Organisation_Comments_Internal', 'menu.organisation_comments', { first: true }),
  ],
  icon: ChatIcon,
  recordRepresentation: (record: RaRecord) => `${record.organisationName}: ${String(record.comment).slice(0, 40)}`,
});
