import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import { meets, type Requirement } from '../domain/permissions';
import { ROUTES, type AppRoute } from '../domain/routes';
import type { SessionUser } from '../domain/session';
import { RESOURCE_SCREENS } from '../resources';
import type { MenuEntry, MenuGroupId, ResourceScreens } from './resourceScreens';

/** A navigation item of the specification (§3): title, icon, target, visibility, children. */
export interface NavItem {
  title: string;
  icon: SvgIconComponent;
  /** A route of the table, or the name of a resource routed by react-admin. */
  route?: string;
  /** Path parameters of the route, from the logged-in user (e.g. his organisation). */
  params?: (user: SessionUser) => Record<string, string>;
  /** Needed on top of the route's own requirement. */
  requirement?: Requirement;
  /** Hidden when the user sees an entry of one of these routes (the same list, or a wider one). */
  supersededBy?: string[];
  children?: NavItem[];
}

/** The drawer's groups and where they stand among its first-level entries (§2 Shell). */
const GROUPS: {
  id: Exclude<MenuGroupId, 'top'>;
  order: number;
  title: string;
  icon: SvgIconComponent;
  requirement?: Requirement;
}[] = [
  { id: 'my_organisation', order: 10, title: 'menu.my_organisation', icon: BusinessIcon },
  {
    id: 'admin_dashboards',
    order: 20,
    title: 'menu.admin_dashboards',
    icon: AdminPanelSettingsIcon,
    requirement: { module: 'internal' },
  },
  { id: 'course_organisation', order: 50, title: 'menu.course_organisation', icon: SchoolIcon },
  { id: 'itc_administration', order: 60, title: 'menu.itc_administration', icon: ApartmentIcon },
  { id: 'its_administration', order: 70, title: 'menu.its_administration', icon: PlaceIcon },
  { id: 'user_administration', order: 80, title: 'menu.user_administration', icon: ManageAccountsIcon },
];

/** Entries of the pages that are no resource; the resources' own come from their folders. */
const PAGES: MenuEntry[] = [
  { group: 'top', order: 0, title: 'menu.home', icon: HomeIcon, route: 'Home' },
  { group: 'admin_dashboards', order: 20, title: 'menu.demo_statistics', icon: BarChartIcon, route: 'DEMO_STATISTICS' },
  { group: 'admin_dashboards', order: 30, title: 'menu.audit', icon: ManageSearchIcon, route: 'Audit_Log' },
  { group: 'itc_administration', order: 90, title: 'menu.itc_statistics', icon: BarChartIcon, route: 'ITC_Statistics' },
];

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
const toItem = ({ title, icon, route, params, requirement, supersededBy }: MenuEntry): NavItem => ({
  title,
  icon,
  route,
  params,
  requirement,
  supersededBy,
});

/** The drawer's entries in the specification's order: the pages and the given resources' entries, grouped. */
export function navigationOf(resourceScreens: readonly ResourceScreens[]): NavItem[] {
  const entries = [...PAGES, ...resourceScreens.flatMap((screens) => screens.menu ?? [])];
  const top = entries
    .filter((entry) => entry.group === 'top')
    .map((entry) => ({ order: entry.order, item: toItem(entry) }));
  const groups = GROUPS.map(({ id, order, title, icon, requirement }) => ({
    order,
    item: {
      title,
      icon,
      requirement,
      children: entries
        .filter((e) => e.group === id)
        .sort(byOrder)
        .map(toItem),
    },
  }));
  return [...top, ...groups].sort(byOrder).map(({ item }) => item);
}

/** The drawer of the app: every resource folder's entries. */
export const NAVIGATION: NavItem[] = navigationOf(RESOURCE_SCREENS);

/** The route of a name: a route of the table, or a resource's list route. */
export const routeNamed = (name: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined =>
  routes.find((route) => route.name === name);

/** Every leaf entry of the tree. */
const leaves = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => (item.children ? leaves(item.children) : [item]));

/**
 * The items this user sees: routes the app has a screen for and whose requirement he meets,
 * each list once (an entry superseded by another visible one is dropped); a group only when one
 * of its children is visible.
 */
export function visibleNavigation(
  items: NavItem[],
  user: SessionUser,
  hasScreen: (route: string) => boolean,
  routes: readonly AppRoute[] = ROUTES,
): NavItem[] {
  const permitted = permittedNavigation(items, user, hasScreen, routes);
  const shown = new Set(leaves(permitted).map((item) => item.route));
  const prune = (list: NavItem[]): NavItem[] =>
    list.flatMap((item) => {
      if (item.children) {
        const children = prune(item.children);
        return children.length ? [{ ...item, children }] : [];
      }
      return item.supersededBy?.some((route) => shown.has(route)) ? [] : [item];
    });
  return prune(permitted);
}

function permittedNavigation(
  items: NavItem[],
  user: SessionUser,
  hasScreen: (route: string) => boolean,
  routes: readonly AppRoute[],
): NavItem[] {
  return items.flatMap((item) => {
    if (item.requirement && !meets(user, item.requirement)) return [];
    if (item.children) {
      const children = permittedNavigation(item.children, user, hasScreen, routes);
      return children.length ? [{ ...item, children }] : [];
    }
    const route = item.route && routeNamed(item.route, routes);
    if (!route || !hasScreen(route.name) || !meets(user, route)) return [];
    return [item];
  });
}

/** Fills the route's `:param` segments from the item's parameters. */
export const targetOf = (item: NavItem, user: SessionUser, routes: readonly AppRoute[] = ROUTES) => {
  const params = item.params?.(user) ?? {};
  return routeNamed(item.route!, routes)!.path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? `:${key}`),
  );
};
