import type { Requirement } from './permissions';

/**
 * The specification's route table (§2), with the extra routes of the navigation areas it names
 * without paths. The router, the guard, the menu and the walkthrough tests all read it, so a new
 * route cannot be forgotten by any of them. It knows no resource definition, so the first screen
 * (src/main.tsx) reads it without loading them; routes.ts adds the resources' list routes.
 */
export interface AppRoute extends Requirement {
  name: string;
  path: string;
  /** Reachable without login. */
  public?: boolean;
  /** Not in the specification's table: a route this product adds (listed in docs/screens.md). */
  extra?: boolean;
  /** The list of this declared resource, at react-admin's own route `/<name>`. */
  resource?: string;
  /**
   * The resource whose rows the path's `:organisationId` stands for: an organisation whose rows of
   * it the user does not reach (another's, a deleted or made-up one) is not found, not an empty list.
   */
  organisationOf?: string;
}

const courseOrganisation = ['its_courses', 'itc_courses'] as const;
const certificatesItc = [
  'itc_instructor_certificates',
  'itc_instructor_certificate_approve',
  'itc_instructor_certificate_certify',
] as const;

/** The specification's routes and the extra ones of this product, at their fixed paths. */
export const TABLE_ROUTES = [
  { name: 'Login', path: '/login', public: true },
  { name: 'Support', path: '/support', public: true },
  { name: 'Password_Reset_Request_Public', path: '/password-reset/request', public: true },
  { name: 'Password_Reset_Reset_Public', path: '/password-reset/reset', public: true },
  { name: 'Home', path: '/' },
  {
    name: 'Instructor_Profiles',
    path: '/courses/:organisationId/instructors',
    features: ['its_instructor_profile'],
    organisationOf: 'instructor-profiles',
  },
  { name: 'User_Features', path: '/settings/user-features', features: ['core_user_features'] },
  {
    name: 'Organisation_Participant_Profiles',
    path: '/organisation/:organisationId/participant-profiles',
    features: ['its_participant_profiles'],
    organisationOf: 'participant-profiles',
  },
  { name: 'Organisations_Its', path: '/itc/organisations', features: ['itc_organisations_its'] },
  { name: 'ITC_Disciplines', path: '/itc/disciplines', features: ['itc_disciplines'] },
  { name: 'ITC_Instructor_Certificates', path: '/itc/instructor-certificates', features: certificatesItc },
  {
    name: 'ITC_Instructor_Certificates_Detail',
    path: '/itc/instructor-certificates/:instructorCertificateId',
    features: certificatesItc,
  },
  { name: 'ITC_Courses', path: '/itc/courses', features: ['itc_courses'] },
  {
    name: 'ITS_Instructor_Certificates',
    path: '/its/instructor_certificates',
    features: ['its_instructor_certificates'],
  },
  {
    name: 'ITS_Instructor_Certificates_Detail',
    path: '/its/instructor-certificates/:instructorCertificateId',
    features: ['its_instructor_certificates'],
  },
  { name: 'ITS_Courses', path: '/its/courses', features: ['its_courses'] },
  { name: 'My_Account', path: '/account' },
  { name: 'My_Instructor_Certificates', path: '/certificates', features: ['user_is_instructor'] },
  {
    name: 'My_Instructor_Certificates_Detail',
    path: '/certificates/:instructorCertificateId',
    features: ['user_is_instructor'],
  },
  {
    name: 'Organisation_Comments_Internal',
    path: '/organisation-comments',
    module: 'internal',
    features: ['core_organisation_comments'],
  },
  {
    name: 'Organisation_Support_Tickets',
    path: '/organisations/:organisationId/support-tickets',
    features: ['core_organisation_support_tickets'],
    organisationOf: 'support-tickets',
  },
  {
    name: 'DEMO_STATISTICS',
    path: '/demo/statistics',
    module: 'internal',
    featureAction: { feature: 'all', action: 'manage' },
  },
  // Extra route: the audit rows of every organisation, for internal staff with manage on all.
  {
    name: 'Audit_Log',
    path: '/admin/audit',
    module: 'internal',
    featureAction: { feature: 'all', action: 'manage' },
    extra: true,
  },
  { name: 'My_Courses', path: '/courses' },
  { name: 'Course_Create', path: '/course/create' },
  { name: 'Course_Detail', path: '/course/:courseId' },
  // Extra route for the navigation area "Course organisation", which the specification names without paths
  // (course types, venues and instructor types are declared resources at react-admin's own routes).
  {
    name: 'Organisation_Courses',
    path: '/organisation/:organisationId/courses',
    features: courseOrganisation,
    organisationOf: 'courses',
    extra: true,
  },
  // Extra route for "ITC administration > Instructor administration", which the specification names without a path.
  { name: 'ITC_Instructors', path: '/itc/instructors', features: ['itc_instructors'], extra: true },
  // Extra route: the statistics of the feature itc_statistics, over the holder's own ITC network.
  { name: 'ITC_Statistics', path: '/itc/statistics', features: ['itc_statistics'], extra: true },
  // Extra route (issue 14.3): the public check of a certificate by the code on its PDF.
  { name: 'Certificate_Verification_Public', path: '/verify/:code', public: true, extra: true },
  // Extra route (issue 25.3): the same page without a code, to type the one from a paper certificate.
  { name: 'Certificate_Verification_Entry_Public', path: '/verify', public: true, extra: true },
  // Extra route (issue 14.4): the ITC's review of one request, with its files, and on to the next.
  {
    name: 'ITC_Certificate_Review',
    path: '/itc/review/:instructorCertificateId',
    features: certificatesItc,
    extra: true,
  },
] as const satisfies readonly AppRoute[];

/** A route of the table (a declared resource's list route is named after the resource). */
export type RouteName = (typeof TABLE_ROUTES)[number]['name'];

export const routeByName = (name: RouteName): AppRoute => TABLE_ROUTES.find((r) => r.name === name)!;

/** Fills `:param` segments: pathFor('ITS_Courses'), pathFor('Course_Detail', { courseId }). */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? `:${key}`));
}
