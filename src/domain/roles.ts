import type { Feature } from './features';

/** Authorizations (roles) of the specification (§6). */
export const AUTHORIZATIONS = [
  'USER',
  'ADMIN',
  'INTERNAL_ASSISTANT',
  'ORGANISATION_EDIT',
  'DISTRIBUTOR_MANAGER',
  'DISTRIBUTOR_ASSISTANT',
  'EDUCATION_CENTER_TOPICS',
  'ITS_COORDINATOR',
] as const;
export type Authorization = (typeof AUTHORIZATIONS)[number];

/**
 * ADMIN passes every feature check inside its organisation scope. The other roles are presets:
 * creating a user with one grants these features (create, read, update, delete each).
 */
export const ROLE_PRESETS: Record<Authorization, readonly Feature[]> = {
  USER: [],
  ADMIN: [],
  INTERNAL_ASSISTANT: ['core_organisation_comments', 'core_organisation_support_tickets'],
  ORGANISATION_EDIT: ['core_user_features', 'core_organisation_support_tickets'],
  DISTRIBUTOR_MANAGER: ['its_courses', 'its_participant_profiles', 'its_instructor_profile', 'core_user_features'],
  DISTRIBUTOR_ASSISTANT: ['its_courses', 'its_participant_profiles'],
  EDUCATION_CENTER_TOPICS: ['its_courses'],
  ITS_COORDINATOR: [
    'its_courses',
    'its_participant_profiles',
    'its_instructor_profile',
    'its_instructor_certificates',
    'core_organisation_support_tickets',
  ],
};
