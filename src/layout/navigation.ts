import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import { meets, type Requirement } from '../domain/permissions';
import { ROUTES, type AppRoute } from '../domain/routes';
import type { SessionUser } from '../domain/session';
import { MENU_GROUPS, type MenuEntry, type MenuGroupId } from './resourceScreens';

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

/** The titled groups of the drawer; `top` and `my` are no group: their entries stand on its first level. */
const GROUPS: Partial<Record<MenuGroupId, { title: string; icon: SvgIconComponent; requirement?: Requirement }>> = {
  my_organisation: { title: 'menu.my_organisation', icon: BusinessIcon },
  admin_dashboards: {
    title: 'menu.admin_dashboards',
    icon: AdminPanelSettingsIcon,
    requirement: { module: 'internal' },
  },
  course_organisation: { title: 'menu.course_organisation', icon: SchoolIcon },
  itc_administration: { title: 'menu.itc_administration', icon: ApartmentIcon },
  its_administration: { title: 'menu.its_administration', icon: PlaceIcon },
  user_administration: { title: 'menu.user_administration', icon: ManageAccountsIcon },
  settings: { title: 'menu.settings', icon: SettingsIcon },
};

const byRoute = (a: MenuEntry, b: MenuEntry) => a.route.localeCompare(b.route);

/**
 * The entries of one section in the order their places say: those placed first, then those with
 * no place, each followed by the entries after it; last any whose `after` names no entry of the
 * section (a unit test keeps there none).
 */
export function inPlaceOrder(entries: readonly MenuEntry[]): MenuEntry[] {
  const sorted = [...entries].sort(byRoute);
  const withFollowers = (entry: MenuEntry): MenuEntry[] => [
    entry,
    ...sorted.filter((other) => other.after === entry.route).flatMap(withFollowers),
  ];
  const placed = [...sorted.filter((e) => e.first), ...sorted.filter((e) => !e.first && !e.after)].flatMap(
    withFollowers,
  );
  return [...placed, ...sorted.filter((entry) => !placed.includes(entry))];
}

const toItem = ({ title, icon, route, params, requirement, supersededBy }: MenuEntry): NavItem => ({
  title,
  icon,
  route,
  params,
  requirement,
  supersededBy,
});

/** The drawer: its sections from top to bottom, each with its entries in their places. */
export function navigationOf(entries: readonly MenuEntry[]): NavItem[] {
  return MENU_GROUPS.flatMap((id) => {
    const items = inPlaceOrder(entries.filter((entry) => entry.group === id)).map(toItem);
    const group = GROUPS[id];
    return group ? [{ ...group, children: items }] : items;
  });
}

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
  items: readonly NavItem[],
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
  items: readonly NavItem[],
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
