import HomeIcon from '@mui/icons-material/Home';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/session';
import { inPlaceOrder, targetOf, visibleNavigation, type NavItem } from '../../../src/layout/navigation';
import type { MenuEntry } from '../../../src/layout/resourceScreens';
import { APP_SCREENS, MENU_ENTRIES } from '../../../src/screens';

const NAVIGATION = APP_SCREENS.navigation;

const user = (features: string[], options: { authorizations?: string[]; modules?: string[] } = {}): SessionUser => ({
  id: 'u1',
  email: 'x@example.com',
  title: null,
  firstName: 'X',
  lastName: 'Y',
  authorizations: options.authorizations ?? ['USER'],
  organisation: {
    id: 'org-1',
    name: 'Org',
    type: 'its',
    parentId: null,
    modules: options.modules ?? ['certificates', 'courses', 'support'],
  },
  userFeatures: features.map((feature) => ({ userId: 'u1', feature: feature as never, action: 'read' })),
});

const titles = (items: readonly NavItem[]): unknown[] =>
  items.map((i) => (i.children ? { [i.title]: titles(i.children) } : i.title));
/** Every entry as "group > entry" (or the entry alone on the first level), top to bottom. */
const lines = (items: readonly NavItem[]): string[] =>
  items.flatMap((i) => (i.children ? i.children.map((child) => `${i.title} > ${child.title}`) : [i.title]));
/**
 * The given entries are shown, in this order; entries of other resources may stand between them
 * (a new resource's entry breaks no assertion about the others').
 */
const expectInOrder = (items: readonly NavItem[], expected: string[]) =>
  expect(lines(items).filter((line) => expected.includes(line))).toEqual(expected);
const everyScreen = () => true;

describe('visible navigation (§2 Shell)', () => {
  it('shows a user without features only Home and his settings', () => {
    expect(titles(visibleNavigation(NAVIGATION, user([]), everyScreen))).toEqual([
      'menu.home',
      { 'menu.settings': ['menu.my_account'] },
    ]);
  });

  it('puts the navigation area Settings last, below user administration (§2 Shell, spec 2.36)', () => {
    const visible = visibleNavigation(NAVIGATION, user(['core_user_features']), everyScreen);
    expect(lines(visible).slice(-2)).toEqual([
      'menu.user_administration > menu.user_features',
      'menu.settings > menu.my_account',
    ]);
    expect(targetOf(visible.at(-1)!.children![0], user([]))).toBe('/account');
  });

  it('shows an instructor his certificates and courses', () => {
    expectInOrder(visibleNavigation(NAVIGATION, user(['user_is_instructor']), everyScreen), [
      'menu.home',
      'menu.my_certificates',
      'menu.my_courses',
    ]);
  });

  it('shows a site coordinator his organisation, course organisation and ITS administration', () => {
    const coordinator = user([
      'its_courses',
      'its_participant_profiles',
      'its_instructor_profile',
      'its_instructor_certificates',
      'core_organisation_support_tickets',
    ]);
    const visible = visibleNavigation(NAVIGATION, coordinator, everyScreen);
    expectInOrder(visible, [
      'menu.home',
      'menu.my_organisation > menu.support_tickets',
      'menu.course_organisation > menu.its_courses',
      'menu.course_organisation > menu.course_types',
      'menu.course_organisation > menu.venues',
      'menu.course_organisation > menu.participants',
      'menu.course_organisation > menu.instructors',
      'menu.course_organisation > menu.instructor_types',
      'menu.its_administration > menu.its_instructor_certificates',
    ]);
    // the site's courses stand first in course organisation (issue 25.8), once: not in ITS administration
    const group = visible.find((item) => item.title === 'menu.course_organisation')!;
    expect(group.children![0].route).toBe('ITS_Courses');
    expect(lines(visible)).not.toContain('menu.course_organisation > menu.courses');
    expect(lines(visible)).not.toContain('menu.its_administration > menu.its_courses');
  });

  it('puts the network’s courses first in course organisation for an ITC', () => {
    const visible = visibleNavigation(NAVIGATION, user(['itc_courses', 'itc_disciplines']), everyScreen);
    const group = visible.find((item) => item.title === 'menu.course_organisation')!;
    expect(group.children![0].route).toBe('ITC_Courses');
    expect(lines(visible).filter((line) => line.endsWith('menu.itc_courses'))).toEqual([
      'menu.course_organisation > menu.itc_courses',
    ]);
  });

  it("shows every list once: the course organisation's courses and a site's lists give way to wider ones", () => {
    const admin = user([], { authorizations: ['ADMIN'], modules: ['internal'] });
    const leaves = (items: NavItem[]): string[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i.route!]));
    const routes = leaves(visibleNavigation(NAVIGATION, admin, everyScreen));
    expect(routes.filter((r) => /Courses$/.test(r) && r !== 'My_Courses')).toEqual(['ITC_Courses']);
    expect(routes.filter((r) => /Instructor_Certificates$/.test(r) && !r.startsWith('My'))).toEqual([
      'ITC_Instructor_Certificates',
    ]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('shows admin dashboards only inside the internal organisation', () => {
    const outside = visibleNavigation(NAVIGATION, user([], { authorizations: ['ADMIN'] }), everyScreen);
    expect(titles(outside)).not.toContainEqual(expect.objectContaining({ 'menu.admin_dashboards': expect.anything() }));
    const inside = visibleNavigation(
      NAVIGATION,
      user([], { authorizations: ['ADMIN'], modules: ['internal'] }),
      everyScreen,
    );
    expectInOrder(inside, [
      'menu.admin_dashboards > menu.organisation_comments',
      'menu.admin_dashboards > menu.demo_statistics',
      'menu.admin_dashboards > menu.organisations',
      'menu.admin_dashboards > menu.audit',
    ]);
  });

  it('hides entries whose screen the app does not have yet, and empty groups', () => {
    const itc = user(['itc_disciplines', 'itc_courses']);
    expect(titles(visibleNavigation(NAVIGATION, itc, (route) => route === 'ITC_Courses'))).toEqual([
      { 'menu.course_organisation': ['menu.itc_courses'] },
    ]);
  });

  it('fills the user’s organisation into the targets', () => {
    const coordinator = user(['core_organisation_support_tickets']);
    const group = visibleNavigation(NAVIGATION, coordinator, everyScreen).find(
      (i) => i.title === 'menu.my_organisation',
    )!;
    expect(targetOf(group.children![0], coordinator)).toBe('/organisations/org-1/support-tickets');
  });
});

describe('places in the drawer, said in words', () => {
  const entry = (route: string, place: Partial<MenuEntry> = {}): MenuEntry => ({
    group: 'course_organisation',
    title: `menu.${route}`,
    icon: HomeIcon,
    route,
    ...place,
  });
  const order = (entries: MenuEntry[]) => inPlaceOrder(entries).map((e) => e.route);

  it('puts the first one first, each entry after the one it names, and one with no place last', () => {
    expect(
      order([entry('last'), entry('c', { after: 'b' }), entry('b', { after: 'a' }), entry('a', { first: true })]),
    ).toEqual(['a', 'b', 'c', 'last']);
  });

  it('keeps the entries after one entry beside it in the order of their routes, each with its own followers', () => {
    expect(
      order([
        entry('a', { first: true }),
        entry('z', { after: 'a' }),
        entry('m', { after: 'a' }),
        entry('n', { after: 'm' }),
      ]),
    ).toEqual(['a', 'm', 'n', 'z']);
  });

  it('puts an entry after one that is not in its group at the end rather than dropping it', () => {
    expect(
      order([entry('a', { first: true }), entry('lost', { after: 'elsewhere' }), entry('b', { after: 'a' })]),
    ).toEqual(['a', 'b', 'lost']);
  });

  it('has every entry of the app after one of its own group, so none falls to the end unseen', () => {
    for (const e of MENU_ENTRIES.filter((e) => e.after)) {
      const anchors = MENU_ENTRIES.filter((other) => other.route === e.after).map((other) => other.group);
      expect(anchors, `${e.route} after ${e.after}`).toEqual([e.group]);
    }
  });

  it('shows each group of the app in its places: every entry below the one it names', () => {
    const groups = NAVIGATION.filter((item) => item.children);
    expect(groups.length).toBeGreaterThan(4);
    for (const group of groups) {
      const routes = group.children!.map((child) => child.route!);
      for (const e of MENU_ENTRIES.filter((e) => e.after && routes.includes(e.route)))
        expect(routes.indexOf(e.route), `${e.route} after ${e.after}`).toBeGreaterThan(routes.indexOf(e.after!));
    }
  });
});
