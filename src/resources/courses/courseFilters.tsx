import type { ReactElement } from 'react';
import {
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  useGetList,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { COURSE_STATUSES } from '../../domain/courses';
import { COURSE_TIMINGS } from '../../domain/listFilters';
import { MultiSelectFilter } from '../../components/lists/MultiSelectFilter';
import { dateRangeFilters } from '../../components/lists/rangeFilters';

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
  const named = (records: RaRecord[]) => records.map((record) => ({ id: record.id, name: record.name }));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />,
    <MultiSelectFilter
      key="status"
      source="status"
      alwaysOn
      label={field('status')}
      choices={COURSE_STATUSES.map((id) => ({ id, name: `course.status.${id}` }))}
      sx={{ minWidth: 180 }}
    />,
    <SelectInput
      key="timing"
      source="timing"
      alwaysOn
      label="course.timing.label"
      choices={COURSE_TIMINGS.map((id) => ({ id, name: `course.timing.${id}` }))}
      emptyText="lists.all"
      sx={{ minWidth: 160 }}
    />,
    ...(courseTypes.length
      ? [
          <MultiSelectFilter
            key="courseTypeId"
            source="courseTypeId"
            alwaysOn
            label={field('courseTypeName')}
            choices={named(courseTypes)}
            translateChoice={false}
            sx={{ minWidth: 180 }}
          />,
        ]
      : []),
    ...(venues.length
      ? [
          <MultiSelectFilter
            key="venueId"
            source="venueId"
            alwaysOn
            label={field('venueName')}
            choices={named(venues)}
            translateChoice={false}
            sx={{ minWidth: 180 }}
          />,
        ]
      : []),
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
