import type { Feature } from './features';

export const ORGANISATION_TYPES = [
  'organisation',
  'internal',
  'distributor',
  'education_center',
  'its',
  'itc',
] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/** Organisation modules gate routes and features; the internal organisation carries `internal`. */
export const MODULES = ['internal', 'courses', 'certificates', 'support'] as const;
export type Module = (typeof MODULES)[number];

export const INTERNAL_MODULE: Module = 'internal';

/**
 * The module each feature belongs to (§6 "Organisation modules gate features"): a feature counts
 * only for users of an organisation that holds its module. Features without one (user rights, the
 * instructor's own data, manage on all) belong to every organisation.
 */
export const FEATURE_MODULES: Partial<Record<Feature, Module>> = {
  its_courses: 'courses',
  its_participant_profiles: 'courses',
  its_instructor_profile: 'courses',
  itc_courses: 'courses',
  its_instructor_certificates: 'certificates',
  itc_organisations_its: 'certificates',
  itc_disciplines: 'certificates',
  itc_instructor_certificates: 'certificates',
  itc_instructor_certificate_approve: 'certificates',
  itc_instructor_certificate_certify: 'certificates',
  itc_instructor_certificate_import: 'certificates',
  itc_instructors: 'certificates',
  itc_statistics: 'certificates',
  core_organisation_support_tickets: 'support',
  core_organisation_comments: 'internal',
};

/**
 * The module of `feature` that an organisation holding `modules` lacks: then the feature counts
 * for none of its users. The internal organisation (the operator, which supervises every
 * organisation) lacks none.
 */
export function missingModule(modules: readonly string[], feature: Feature): Module | undefined {
  const module = FEATURE_MODULES[feature];
  return module && !modules.includes(module) && !modules.includes(INTERNAL_MODULE) ? module : undefined;
}

/** The features a module opens: what an organisation's users lose when it is switched off. */
export const featuresOfModule = (module: Module): Feature[] =>
  (Object.keys(FEATURE_MODULES) as Feature[]).filter((feature) => FEATURE_MODULES[feature] === module);
