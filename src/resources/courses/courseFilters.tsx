import type { ReactElement } from 'react';
import { NullableBooleanInput, SelectInput, useGetList, type RaRecord, type TranslateFunction } from 'react-admin';
import { COURSE_STATUSES } from '../../domain/courses';
import { COURSE_TIMINGS } from '../../domain/listFilters';
import { recordFilter, searchFilter, valueFilter } from '../../components/lists/choiceFilters';
import { dateRangeFilters } from '../../components/lists/rangeFilters';
import { textChoices } from '../../components/fields/labels';

const field = (name: string) => `resources.courses.fields.${name}`;
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

/** The course types and venues the user may pick from (none for the courses he only trains in). */
export function useCourseFilterChoices(enabled: boolean) {
  const { data: courseTypes = [] } = useGetList('course-types', ALL, { enabled });
  const { data: venues = [] } = useGetList('venues', ALL, { enabled });
  return { courseTypes, venues };
}

/**
 * The filters of a course list: search, several statuses, course types and venues at once,
 * upcoming or past, a start date range, and the follow-up deadline the dashboard links to.
 */
export function courseFilters(
  translate: TranslateFunction,
  { courseTypes, venues }: { courseTypes: RaRecord[]; venues: RaRecord[] },
): ReactElement[] {
  return [
    searchFilter(translate),
    valueFilter('status', COURSE_STATUSES, 'course.status', { label: field('status'), several: true }),
    <SelectInput
      key="timing"
      source="timing"
      alwaysOn
      label="course.timing.label"
      choices={textChoices(COURSE_TIMINGS, 'course.timing')}
      emptyText="lists.all"
      sx={{ minWidth: 160 }}
    />,
    ...(courseTypes.length
      ? [recordFilter('courseTypeId', courseTypes, { label: field('courseTypeName'), several: true })]
      : []),
    ...(venues.length ? [recordFilter('venueId', venues, { label: field('venueName'), several: true })] : []),
    ...dateRangeFilters('startDate', field('startDate'), translate),
    // past the follow-up deadline of the course type (the dashboard card links here with it set)
    <NullableBooleanInput
      key="followUpOverdue"
      source="followUpOverdue"
      alwaysOn
      label="course.followup_overdue.filter"
      nullLabel="lists.all"
      trueLabel="course.followup_overdue.yes"
      falseLabel="course.followup_overdue.no"
      // wide enough for its German label (Nachbereitung überfällig) beside the arrow
      sx={{ minWidth: 240 }}
    />,
  ];
}
