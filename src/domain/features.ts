/** Feature names of the specification (§6). A user holds feature-action pairs. */
export const FEATURES = [
  'all',
  'its_courses',
  'its_participant_profiles',
  'its_instructor_profile',
  'its_instructor_certificates',
  'itc_organisations_its',
  'itc_disciplines',
  'itc_instructor_certificates',
  'itc_instructor_certificate_approve',
  'itc_instructor_certificate_certify',
  'itc_instructor_certificate_import',
  'itc_instructors',
  'itc_statistics',
  'itc_courses',
  'core_user_features',
  'core_organisation_comments',
  'core_organisation_support_tickets',
  'user_is_instructor',
] as const;
export type Feature = (typeof FEATURES)[number];

export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** What "adding a feature" to a user grants (§6). */
export const GRANTED_ACTIONS: readonly Action[] = ['create', 'read', 'update', 'delete'];

export interface FeatureAction {
  feature: Feature;
  action: Action;
}

export interface UserFeature extends FeatureAction {
  userId: string;
}

/** The specification's feature groups, in the order the user-features screen shows them. */
export const FEATURE_GROUPS: readonly { id: string; features: readonly Feature[] }[] = [
  { id: 'admin_dashboard', features: ['core_organisation_comments'] },
  { id: 'its_course_area', features: ['its_courses', 'its_instructor_profile', 'its_participant_profiles'] },
  { id: 'its_administration', features: ['its_instructor_certificates', 'its_courses'] },
  // the ITC area is every itc_ feature, in the order of FEATURES
  { id: 'itc_area', features: FEATURES.filter((feature) => feature.startsWith('itc_')) },
  { id: 'my_organisation', features: ['core_organisation_support_tickets'] },
  { id: 'other', features: ['core_user_features', 'user_is_instructor', 'all'] },
];

export const isFeature = (value: string): value is Feature => (FEATURES as readonly string[]).includes(value);
export const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);

/**
 * The groups as screens show them: a feature the specification lists in two groups (its_courses)
 * stays in its first only, so it has one switch and one label, not two that move together.
 */
export const FEATURE_SCREEN_GROUPS: readonly { id: string; features: readonly Feature[] }[] = FEATURE_GROUPS.map(
  (group, index) => ({
    id: group.id,
    features: group.features.filter(
      (feature) => !FEATURE_GROUPS.slice(0, index).some((earlier) => earlier.features.includes(feature)),
    ),
  }),
).filter((group) => group.features.length > 0);
