import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { RaRecord } from 'react-admin';
import { defineScreens, lazyScreen } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'users',
  routes: { User_Features: lazyScreen(() => import('./UserList'), 'UserList') },
  menu: [{ group: 'user_administration', title: 'menu.user_features', route: 'User_Features' }],
  icon: ManageAccountsIcon,
  recordRepresentation: (record: RaRecord) => `${record.firstName} ${record.lastName}`,
});
