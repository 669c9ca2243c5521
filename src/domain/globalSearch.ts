/**
 * The global search (Ctrl+K): the kinds of records it finds, in the order it shows them, with the
 * lists each kind is searched in (the first the user may read wins), and its limits.
 */
export const SEARCH_KINDS = [
  { kind: 'instructors', resources: ['instructor-profiles', 'itc-instructors'] },
  { kind: 'participants', resources: ['participant-profiles'] },
  { kind: 'courses', resources: ['courses'] },
  { kind: 'certificates', resources: ['instructor-certificates'] },
  { kind: 'organisations', resources: ['organisations', 'its-organisations'] },
] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number]['kind'];

/** Hits per kind: enough to pick from, few enough for one glance. */
export const SEARCH_LIMIT = 5;
export const SEARCH_MAX_LENGTH = 100;

export interface SearchHit {
  kind: SearchKind;
  resource: string;
  id: string;
  label: string;
  /** What tells two hits of the same name apart: AHA id, organisation, date, project or invoice number, city. */
  detail: string;
  organisationId: string;
}
