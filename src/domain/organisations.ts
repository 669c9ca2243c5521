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
