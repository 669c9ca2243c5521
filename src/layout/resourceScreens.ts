import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';
import type { Requirement } from '../domain/permissions';
import type { RouteName } from '../domain/routes';
import type { SessionUser } from '../domain/session';

export type Screen = LazyExoticComponent<ComponentType>;

/** A screen loaded when first opened: the named component of a module (`lazyScreen(() => import('./UserList'), 'UserList')`). */
export const lazyScreen = <M>(load: () => Promise<M>, name: keyof M): Screen =>
  lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));

/**
 * The drawer's sections from top to bottom (§2 Shell, with the navigation area "Settings" last):
 * the entries of `top` and `my` stand on its first level, those of the others in a group of that name.
 */
export const MENU_GROUPS = [
  'top',
  'my_organisation',
  'admin_dashboards',
  'my',
  'course_organisation',
  'itc_administration',
  'its_administration',
  'user_administration',
  'settings',
] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number];

/**
 * An entry of the drawer: its section, its place there, its title and icon, the route it opens.
 * The place is said in words: `first`, or `after` another entry of the section, named by its route
 * (`after: 'venues'`); an entry with neither comes last. Entries after the same one stand in the
 * order of their routes' names, each followed by those after it.
 */
export interface MenuEntry {
  group: MenuGroupId;
  first?: true;
  after?: string;
  title: string;
  icon: SvgIconComponent;
  /** A route of the table, or the name of a resource routed by react-admin (its list). */
  route: RouteName | string;
  /** Path parameters of the route, from the logged-in user (e.g. his organisation). */
  params?: (user: SessionUser) => Record<string, string>;
  /** Needed on top of the route's own requirement. */
  requirement?: Requirement;
  /**
   * Routes that show the same records or more (e.g. a site's courses inside the network's): a user
   * who sees one of their entries does not see this one, so each list is in his menu once.
   */
  supersededBy?: string[];
}

/** A resource's menu entry: with the resource's own icon unless it names another. */
export type ResourceMenuEntry = Omit<MenuEntry, 'icon'> & { icon?: SvgIconComponent };

/**
 * A menu entry in one line: its section, the route it opens, its title, then its place and what
 * else it says (`menuEntry('course_organisation', 'rooms', 'menu.rooms', { after: 'venues' })`).
 */
export const menuEntry = <More extends Partial<Omit<MenuEntry, 'group' | 'route' | 'title'>>>(
  group: MenuGroupId,
  route: RouteName | string,
  title: `menu.${string}`,
  more?: More,
) => ({ group, route, title, ...more });

/**
 * The screens of a declared resource (`src/resources/<folder>/index.tsx` exports one as
 * `screens`): App, the menu and the route guard read them; no list of resources to keep.
 */
export interface ResourceScreens {
  /** The resource's name (src/domain/resources/). */
  name: string;
  /** Its list at react-admin's own route `/<name>` (resources with the default routing). */
  list?: Screen;
  /** Its screens on the paths of the route table (src/domain/routes.ts). */
  routes?: Partial<Record<RouteName, Screen>>;
  /** Former paths that now lead to its list, with how their parameters become a filter. */
  redirects?: { from: string; to: (params: Record<string, string | undefined>) => string }[];
  menu?: ResourceMenuEntry[];
  icon: SvgIconComponent;
  /** How a record is named; the definition's display field when omitted. */
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

export const defineScreens = (screens: ResourceScreens) => screens;

/** The menu entries of resources' screens, each with its resource's icon unless it names its own. */
export const menuEntriesOf = (all: readonly ResourceScreens[]): MenuEntry[] =>
  all.flatMap((screens) => (screens.menu ?? []).map((entry) => ({ icon: screens.icon, ...entry })));

/** The logged-in user's organisation as a path parameter (menu entries of organisation screens). */
export const ownOrganisation = (user: SessionUser) => ({ organisationId: user.organisation.id });

/** A former organisation path's target: the list, filtered by that organisation. */
export const byOrganisation =
  (path: string) =>
  ({ organisationId }: Record<string, string | undefined>) =>
    organisationId ? `${path}?filter=${encodeURIComponent(JSON.stringify({ organisationId }))}` : path;

/** A list's former path under its organisation (`/organisation/:organisationId/venues`), which now leads to the list filtered by it. */
export const formerOrganisationPath = (name: string) => ({
  from: `/organisation/:organisationId/${name}`,
  to: byOrganisation(`/${name}`),
});
