import type { Action, Feature } from './features';
import { can, type Principal } from './permissions';

/**
 * Who may touch which API resource. A grant lets a holder of `feature` act on the rows of his own
 * organisation (`own`), or, in an ITC, on the rows of the ITC and all its training sites (`itc`).
 * Internal staff (module `internal`) holding a grant act on every organisation. The server
 * enforces this table; the front end reads it to hide what would be refused.
 */
export interface Grant {
  feature: Feature;
  reach: 'own' | 'itc';
  /** Only these actions (e.g. read); all actions of the feature when omitted. */
  actions?: readonly Action[];
}

const courseMasterData: readonly Grant[] = [
  { feature: 'its_courses', reach: 'own' },
  { feature: 'itc_courses', reach: 'itc' },
];

export const RESOURCE_ACCESS: Record<string, readonly Grant[]> = {
  'course-types': courseMasterData,
  venues: courseMasterData,
  'instructor-types': courseMasterData,
  // Internal staff only (the route also needs module internal): every organisation.
  'organisation-comments': [{ feature: 'core_organisation_comments', reach: 'own' }],
  'support-tickets': [{ feature: 'core_organisation_support_tickets', reach: 'own' }],
  users: [{ feature: 'core_user_features', reach: 'itc' }],
  // Course organisation: profiles are read by the course form too (picking participants and trainers).
  'participant-profiles': [
    { feature: 'its_participant_profiles', reach: 'own' },
    { feature: 'its_instructor_profile', reach: 'own', actions: ['read'] },
    { feature: 'its_courses', reach: 'own', actions: ['read'] },
    { feature: 'itc_courses', reach: 'itc', actions: ['read'] },
  ],
  'instructor-profiles': [
    { feature: 'its_instructor_profile', reach: 'own' },
    { feature: 'itc_instructors', reach: 'itc', actions: ['read'] },
    { feature: 'its_courses', reach: 'own', actions: ['read'] },
    { feature: 'itc_courses', reach: 'itc', actions: ['read'] },
  ],
  // Courses the user trains in ("my courses") are readable without these: see server/routes/courses.ts.
  courses: [
    { feature: 'its_courses', reach: 'own' },
    { feature: 'itc_courses', reach: 'itc' },
  ],
  // Certification. Certificates follow the finer permits of src/domain/certificates.ts on the
  // server; for user_is_instructor, `own` means his own instructor profiles there.
  disciplines: [{ feature: 'itc_disciplines', reach: 'itc' }],
  'its-organisations': [{ feature: 'itc_organisations_its', reach: 'itc' }],
  'itc-instructors': [{ feature: 'itc_instructors', reach: 'itc' }],
  'instructor-certificates': [
    { feature: 'its_instructor_certificates', reach: 'own' },
    { feature: 'itc_instructor_certificates', reach: 'itc' },
    { feature: 'itc_instructor_certificate_approve', reach: 'itc' },
    { feature: 'itc_instructor_certificate_certify', reach: 'itc' },
    { feature: 'user_is_instructor', reach: 'own' },
  ],
  'certificate-instructors': [
    { feature: 'its_instructor_certificates', reach: 'own' },
    { feature: 'itc_instructor_certificates', reach: 'itc' },
    { feature: 'user_is_instructor', reach: 'own' },
  ],
};

/** react-admin's access actions mapped onto the specification's actions. */
const RA_ACTIONS: Record<string, Action> = {
  list: 'read',
  show: 'read',
  read: 'read',
  export: 'read',
  edit: 'update',
  update: 'update',
  create: 'create',
  delete: 'delete',
  restore: 'delete',
};

export const toAction = (action: string): Action => RA_ACTIONS[action] ?? (action as Action);

/** The grants of `resource` the principal holds for `action`. */
export function heldGrants(p: Principal | undefined, resource: string, action: string): Grant[] {
  const grants = RESOURCE_ACCESS[resource];
  if (!p || !grants) return [];
  return grants
    .filter((grant) => !grant.actions || grant.actions.includes(toAction(action)))
    .filter((grant) => can(p, grant.feature, toAction(action)));
}

/** Whether the front end should offer `action` on `resource`; resources without grants are open. */
export function canAccessResource(p: Principal | undefined, resource: string, action: string): boolean {
  if (!p) return false;
  if (!RESOURCE_ACCESS[resource]) return true;
  return heldGrants(p, resource, action).length > 0;
}
