import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { RaRecord } from 'react-admin';
import { defineScreens, lazyScreen, menuEntry } from '../../layout/resourceScreens';

export const screens = defineScreens({
  name: 'users',
  routes: { User_Features: lazyScreen(() => import('./UserList'), 'UserList') },
  menu: [menuEntry('user_administration', 'User_Features', 'menu.user_features')],
  icon: ManageAccountsIcon,
  recordRepresentation: (record: RaRecord) => `${record.firstName} ${record.lastName}`,
});
