import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import ChatIcon from '@mui/icons-material/Chat';
import ContactsIcon from '@mui/icons-material/Contacts';
import EventIcon from '@mui/icons-material/Event';
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import SchoolIcon from '@mui/icons-material/School';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { meets, type Requirement } from '../domain/permissions';
import { pathFor, routeByName, type RouteName } from '../domain/routes';
import type { SessionUser } from '../domain/session';

/** A navigation item of the specification (§3): title, icon, target, visibility, children. */
export interface NavItem {
  title: string;
  icon: SvgIconComponent;
  route?: RouteName;
  /** Path parameters of the route, from the logged-in user (e.g. his organisation). */
  params?: (user: SessionUser) => Record<string, string>;
  /** Needed on top of the route's own requirement. */
  requirement?: Requirement;
  children?: NavItem[];
}

const ownOrganisation = (user: SessionUser) => ({ organisationId: user.organisation.id });

/** The drawer's entries in the specification's order (§2 Shell). */
export const NAVIGATION: NavItem[] = [
  { title: 'menu.home', icon: HomeIcon, route: 'Home' },
  {
    title: 'menu.my_organisation',
    icon: BusinessIcon,
    children: [
      {
        title: 'menu.support_tickets',
        icon: SupportAgentIcon,
        route: 'Organisation_Support_Tickets',
        params: ownOrganisation,
      },
    ],
  },
  {
    title: 'menu.admin_dashboards',
    icon: AdminPanelSettingsIcon,
    requirement: { module: 'internal' },
    children: [
      { title: 'menu.organisation_comments', icon: ChatIcon, route: 'Organisation_Comments_Internal' },
      { title: 'menu.demo_statistics', icon: BarChartIcon, route: 'DEMO_STATISTICS' },
    ],
  },
  { title: 'menu.my_certificates', icon: WorkspacePremiumIcon, route: 'My_Instructor_Certificates' },
  { title: 'menu.my_courses', icon: EventIcon, route: 'My_Courses', requirement: { features: ['user_is_instructor'] } },
  {
    title: 'menu.course_organisation',
    icon: SchoolIcon,
    children: [
      { title: 'menu.courses', icon: EventIcon, route: 'Organisation_Courses', params: ownOrganisation },
      { title: 'menu.course_types', icon: CategoryIcon, route: 'Course_Types', params: ownOrganisation },
      { title: 'menu.venues', icon: PlaceIcon, route: 'Venues', params: ownOrganisation },
      {
        title: 'menu.participants',
        icon: PeopleIcon,
        route: 'Organisation_Participant_Profiles',
        params: ownOrganisation,
      },
      { title: 'menu.instructors', icon: PeopleIcon, route: 'Instructor_Profiles', params: ownOrganisation },
      { title: 'menu.instructor_types', icon: BadgeIcon, route: 'Instructor_Types', params: ownOrganisation },
    ],
  },
  {
    title: 'menu.itc_administration',
    icon: ApartmentIcon,
    children: [
      { title: 'menu.itc_organisations', icon: BusinessIcon, route: 'Organisations_Its' },
      { title: 'menu.itc_disciplines', icon: CategoryIcon, route: 'ITC_Disciplines' },
      { title: 'menu.itc_instructor_certificates', icon: VerifiedIcon, route: 'ITC_Instructor_Certificates' },
      { title: 'menu.itc_instructors', icon: ContactsIcon, route: 'ITC_Instructors' },
      { title: 'menu.itc_courses', icon: EventIcon, route: 'ITC_Courses' },
    ],
  },
  {
    title: 'menu.its_administration',
    icon: PlaceIcon,
    children: [
      { title: 'menu.its_instructor_certificates', icon: VerifiedIcon, route: 'ITS_Instructor_Certificates' },
      { title: 'menu.its_courses', icon: EventIcon, route: 'ITS_Courses' },
    ],
  },
  {
    title: 'menu.user_administration',
    icon: ManageAccountsIcon,
    children: [{ title: 'menu.user_features', icon: ManageAccountsIcon, route: 'User_Features' }],
  },
];

/**
 * The items this user sees: routes the app has a screen for and whose requirement he meets;
 * a group only when one of its children is visible.
 */
export function visibleNavigation(
  items: NavItem[],
  user: SessionUser,
  hasScreen: (route: RouteName) => boolean,
): NavItem[] {
  return items.flatMap((item) => {
    if (item.requirement && !meets(user, item.requirement)) return [];
    if (item.children) {
      const children = visibleNavigation(item.children, user, hasScreen);
      return children.length ? [{ ...item, children }] : [];
    }
    if (!item.route || !hasScreen(item.route) || !meets(user, routeByName(item.route))) return [];
    return [item];
  });
}

export const targetOf = (item: NavItem, user: SessionUser) => pathFor(item.route!, item.params?.(user));
