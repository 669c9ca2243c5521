import { describe, expect, it } from 'vitest';
import type { FeatureAction } from '../../../src/domain/features';
import { featuresOfModule, missingModule } from '../../../src/domain/organisations';
import { blockingModule, can, holds, meets, type Principal } from '../../../src/domain/permissions';
import { ROUTES, pathFor, routeByName } from '../../../src/domain/routes';

const principal = (
  userFeatures: FeatureAction[],
  authorizations = ['USER'],
  modules: string[] = ['certificates', 'courses', 'support'],
): Principal => ({
  authorizations,
  userFeatures,
  organisation: { modules },
});

describe('can', () => {
  it('needs the exact feature and action', () => {
    const p = principal([{ feature: 'its_courses', action: 'read' }]);
    expect(can(p, 'its_courses', 'read')).toBe(true);
    expect(can(p, 'its_courses', 'update')).toBe(false);
    expect(can(p, 'itc_courses', 'read')).toBe(false);
  });

  it('treats manage as every action of the feature', () => {
    const p = principal([{ feature: 'itc_disciplines', action: 'manage' }]);
    expect(can(p, 'itc_disciplines', 'delete')).toBe(true);
    expect(can(p, 'itc_courses', 'read')).toBe(false);
  });

  it('treats manage on all as everything, and an action on all as that action everywhere', () => {
    expect(can(principal([{ feature: 'all', action: 'manage' }]), 'core_user_features', 'delete')).toBe(true);
    const readAll = principal([{ feature: 'all', action: 'read' }]);
    expect(can(readAll, 'its_courses', 'read')).toBe(true);
    expect(can(readAll, 'its_courses', 'update')).toBe(false);
  });

  it('lets ADMIN pass every feature check and refuses nobody', () => {
    expect(can(principal([], ['ADMIN']), 'itc_instructor_certificate_certify', 'manage')).toBe(true);
    expect(can(undefined, 'its_courses')).toBe(false);
  });
});

describe('organisation modules (§6 "Organisation modules gate features")', () => {
  it('counts a feature only where the organisation holds its module, whatever the grant', () => {
    const coursesOnly = ['courses'];
    const rights: FeatureAction[] = [
      { feature: 'its_courses', action: 'manage' },
      { feature: 'its_instructor_certificates', action: 'manage' },
      { feature: 'core_organisation_support_tickets', action: 'manage' },
    ];
    const p = principal(rights, ['USER'], coursesOnly);
    expect(can(p, 'its_courses', 'update')).toBe(true);
    expect(can(p, 'its_instructor_certificates', 'read')).toBe(false);
    expect(holds(p, 'core_organisation_support_tickets')).toBe(false);
    expect(can(principal([{ feature: 'all', action: 'manage' }], ['USER'], coursesOnly), 'itc_disciplines')).toBe(
      false,
    );
    expect(can(principal([], ['ADMIN'], coursesOnly), 'core_organisation_support_tickets', 'read')).toBe(false);
  });

  it("keeps features of no module (user rights, the instructor's own data) for every organisation", () => {
    const p = principal(
      [
        { feature: 'core_user_features', action: 'read' },
        { feature: 'user_is_instructor', action: 'read' },
      ],
      ['USER'],
      [],
    );
    expect(holds(p, 'core_user_features')).toBe(true);
    expect(holds(p, 'user_is_instructor')).toBe(true);
  });

  it('lets the internal organisation (the operator) reach every module', () => {
    expect(can(principal([], ['ADMIN'], ['internal']), 'its_instructor_certificates', 'update')).toBe(true);
    expect(holds(principal([{ feature: 'its_courses', action: 'read' }], ['USER'], ['internal']), 'its_courses')).toBe(
      true,
    );
  });
});

describe('what a module takes away (issue 25.11)', () => {
  it('names the features a module opens, for the warning before it is switched off', () => {
    expect(featuresOfModule('support')).toEqual(['core_organisation_support_tickets']);
    expect(featuresOfModule('courses')).toEqual([
      'its_courses',
      'its_participant_profiles',
      'its_instructor_profile',
      'itc_courses',
    ]);
    expect(featuresOfModule('certificates')).toContain('itc_statistics');
  });

  it('names the module an organisation lacks for a feature, none for the internal one', () => {
    expect(missingModule(['certificates'], 'its_courses')).toBe('courses');
    expect(missingModule(['certificates'], 'itc_disciplines')).toBeUndefined();
    expect(missingModule([], 'core_user_features')).toBeUndefined();
    expect(missingModule(['internal'], 'core_organisation_support_tickets')).toBeUndefined();
  });

  it('tells a route the module keeps the user from apart from rights he lacks', () => {
    const tickets = routeByName('Organisation_Support_Tickets');
    const withoutSupport = principal(
      [{ feature: 'core_organisation_support_tickets', action: 'read' }],
      ['ADMIN'],
      ['courses'],
    );
    expect(blockingModule(withoutSupport, tickets)).toBe('support');
    // the module is there: it is his rights that fall short
    expect(blockingModule(principal([]), tickets)).toBeUndefined();
    // a route that names its module
    expect(blockingModule(principal([], ['ADMIN']), routeByName('DEMO_STATISTICS'))).toBe('internal');
    // one of several features still open to the organisation: rights, not the module
    const certificates = routeByName('ITC_Instructor_Certificates');
    expect(blockingModule(principal([], ['USER'], ['courses']), certificates)).toBe('certificates');
    expect(blockingModule(principal([], ['USER'], ['certificates']), certificates)).toBeUndefined();
  });
});

describe('route requirements (§2 Route guard)', () => {
  it('needs at least one of the features, with any action', () => {
    const route = routeByName('ITC_Instructor_Certificates');
    expect(meets(principal([{ feature: 'itc_instructor_certificate_certify', action: 'update' }]), route)).toBe(true);
    expect(meets(principal([{ feature: 'its_courses', action: 'manage' }]), route)).toBe(false);
    expect(holds(principal([{ feature: 'all', action: 'manage' }]), 'itc_courses')).toBe(true);
    expect(holds(principal([{ feature: 'all', action: 'read' }]), 'itc_courses')).toBe(false);
  });

  it('needs the organisation module even for ADMIN', () => {
    const route = routeByName('Organisation_Comments_Internal');
    expect(meets(principal([], ['ADMIN'], []), route)).toBe(false);
    expect(meets(principal([], ['ADMIN'], ['internal']), route)).toBe(true);
    expect(
      meets(principal([{ feature: 'core_organisation_comments', action: 'read' }], ['USER'], ['internal']), route),
    ).toBe(true);
  });

  it('needs manage on all for the demo statistics', () => {
    const route = routeByName('DEMO_STATISTICS');
    expect(meets(principal([{ feature: 'itc_statistics', action: 'manage' }], ['USER'], ['internal']), route)).toBe(
      false,
    );
    expect(meets(principal([{ feature: 'all', action: 'manage' }], ['USER'], ['internal']), route)).toBe(true);
  });

  it('lets every logged-in user use routes without requirement', () => {
    expect(meets(principal([]), routeByName('My_Account'))).toBe(true);
    expect(meets(undefined, routeByName('My_Account'))).toBe(false);
  });
});

describe('route table', () => {
  it('holds every route name of the specification once', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'Login',
      'Home',
      'Instructor_Profiles',
      'User_Features',
      'Organisation_Participant_Profiles',
      'Organisations_Its',
      'ITC_Disciplines',
      'ITC_Instructor_Certificates',
      'ITC_Instructor_Certificates_Detail',
      'ITC_Courses',
      'ITS_Instructor_Certificates',
      'ITS_Instructor_Certificates_Detail',
      'ITS_Courses',
      'My_Account',
      'My_Instructor_Certificates',
      'My_Instructor_Certificates_Detail',
      'Organisation_Comments_Internal',
      'Support',
      'Organisation_Support_Tickets',
      'Password_Reset_Request_Public',
      'Password_Reset_Reset_Public',
      'DEMO_STATISTICS',
      'My_Courses',
      'Course_Create',
      'Course_Detail',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('fills path parameters', () => {
    expect(pathFor('Course_Detail', { courseId: 'a b' })).toBe('/course/a%20b');
    expect(pathFor('ITS_Instructor_Certificates')).toBe('/its/instructor_certificates');
  });
});
