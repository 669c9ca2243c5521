import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BarChartIcon from '@mui/icons-material/BarChart';
import HomeIcon from '@mui/icons-material/Home';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { RouteName } from './domain/routes';
import type { AppScreens } from './layout/appScreens';
import { navigationOf } from './layout/navigation';
import { lazyScreen, menuEntriesOf, type MenuEntry, type Screen } from './layout/resourceScreens';
import { RESOURCE_SCREENS } from './resources';

/**
 * The screens of the route table's pages that belong to no resource; the resources' screens come
 * from their folders (src/resources/*). Each is a lazy chunk, so the first screen stays small.
 * Home is react-admin's dashboard; Login is the entry's own screen (src/main.tsx), outside <Admin>.
 */
export const PAGE_SCREENS: Partial<Record<RouteName, Screen>> = {
  My_Account: lazyScreen(() => import('./pages/account/AccountPage'), 'AccountPage'),
  DEMO_STATISTICS: lazyScreen(() => import('./pages/statistics/StatisticsPage'), 'StatisticsPage'),
  Audit_Log: lazyScreen(() => import('./pages/audit/AuditPage'), 'AuditPage'),
  ITC_Statistics: lazyScreen(() => import('./pages/statistics/StatisticsPage'), 'NetworkStatisticsPage'),
};

/** The pages' entries of the drawer; the resources' own come from their folders. */
const PAGE_MENU: MenuEntry[] = [
  { group: 'top', first: true, title: 'menu.home', icon: HomeIcon, route: 'Home' },
  {
    group: 'admin_dashboards',
    after: 'Organisation_Comments_Internal',
    title: 'menu.demo_statistics',
    icon: BarChartIcon,
    route: 'DEMO_STATISTICS',
  },
  {
    group: 'admin_dashboards',
    after: 'organisations',
    title: 'menu.audit',
    icon: ManageSearchIcon,
    route: 'Audit_Log',
  },
  {
    group: 'itc_administration',
    after: 'ITC_Instructors',
    title: 'menu.itc_statistics',
    icon: BarChartIcon,
    route: 'ITC_Statistics',
  },
  // the navigation area "Settings" (§2 Shell): the own account's data and password
  { group: 'settings', first: true, title: 'menu.my_account', icon: AccountCircleIcon, route: 'My_Account' },
];

/** The verification page, with a code (from the QR code) and without (to type one in). */
const verificationScreen = lazyScreen(() => import('./pages/verification/VerificationPage'), 'VerificationPage');

/** Screens reachable without login. */
export const PUBLIC_SCREENS: Partial<Record<RouteName, Screen>> = {
  Support: lazyScreen(() => import('./pages/support/SupportPage'), 'SupportPage'),
  Password_Reset_Request_Public: lazyScreen(
    () => import('./pages/passwordReset/PasswordResetRequestPage'),
    'PasswordResetRequestPage',
  ),
  Password_Reset_Reset_Public: lazyScreen(() => import('./pages/passwordReset/PasswordResetPage'), 'PasswordResetPage'),
  Certificate_Verification_Public: verificationScreen,
  Certificate_Verification_Entry_Public: verificationScreen,
};

/** Every screen of a route of the table: the pages' and the resources'. */
export const SCREENS: Partial<Record<RouteName, Screen>> = Object.assign(
  {},
  PAGE_SCREENS,
  ...RESOURCE_SCREENS.map((screens) => screens.routes ?? {}),
);

/** Whether the app shows something at the route (a table route's screen, or a resource's list). */
export const hasScreen = (route: string) =>
  route === 'Home' ||
  route === 'Login' ||
  route in SCREENS ||
  route in PUBLIC_SCREENS ||
  RESOURCE_SCREENS.some((screens) => screens.name === route && !!screens.list);

/** Every entry of the drawer: the pages' and every resource folder's. */
export const MENU_ENTRIES: readonly MenuEntry[] = [...PAGE_MENU, ...menuEntriesOf(RESOURCE_SCREENS)];

/** The drawer, and what the shell and the cards ask of the screens (given to them by App). */
export const APP_SCREENS: AppScreens = { navigation: navigationOf(MENU_ENTRIES), hasScreen };
