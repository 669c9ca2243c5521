/**
 * Names of the list filters beyond equality, shared by the server's list spec and the filter
 * inputs: a date range is two filters, `<field>_gte` and `<field>_lte` (both days included).
 */
export const RANGE_FROM = '_gte';
export const RANGE_TO = '_lte';

export const rangeFilters = (field: string) => ({ from: `${field}${RANGE_FROM}`, to: `${field}${RANGE_TO}` });

/** Where a course stands in time: not yet over (upcoming, running today included) or over (past). */
export const COURSE_TIMINGS = ['upcoming', 'past'] as const;
export type CourseTiming = (typeof COURSE_TIMINGS)[number];
