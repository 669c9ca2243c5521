import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/session';
import { NAVIGATION, targetOf, visibleNavigation, type NavItem } from '../../../src/layout/navigation';

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

const titles = (items: NavItem[]): unknown[] =>
  items.map((i) => (i.children ? { [i.title]: titles(i.children) } : i.title));
const everyScreen = () => true;

describe('visible navigation (§2 Shell)', () => {
  it('shows only Home to a user without features', () => {
    expect(titles(visibleNavigation(NAVIGATION, user([]), everyScreen))).toEqual(['menu.home']);
  });

  it('shows an instructor his certificates and courses', () => {
    expect(titles(visibleNavigation(NAVIGATION, user(['user_is_instructor']), everyScreen))).toEqual([
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
    expect(titles(visibleNavigation(NAVIGATION, coordinator, everyScreen))).toEqual([
      'menu.home',
      { 'menu.my_organisation': ['menu.support_tickets'] },
      {
        'menu.course_organisation': [
          'menu.course_types',
          'menu.venues',
          'menu.participants',
          'menu.instructors',
          'menu.instructor_types',
        ],
      },
      { 'menu.its_administration': ['menu.its_instructor_certificates', 'menu.its_courses'] },
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
    expect(titles(inside)).toContainEqual({
      'menu.admin_dashboards': [
        'menu.organisation_comments',
        'menu.demo_statistics',
        'menu.organisations',
        'menu.audit',
      ],
    });
  });

  it('hides entries whose screen the app does not have yet, and empty groups', () => {
    const itc = user(['itc_disciplines', 'itc_courses']);
    expect(titles(visibleNavigation(NAVIGATION, itc, (route) => route === 'ITC_Courses'))).toEqual([
      { 'menu.itc_administration': ['menu.itc_courses'] },
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
