import { usePermissions, useTranslate, type TranslateFunction } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CourseStatus } from '../../domain/courses';
import { pathFor } from '../../domain/routes';
import type { SessionUser } from '../../domain/session';
import { useFormat } from '../../components/format';
import { csvExporter, type ExportColumn } from '../../components/lists/exporter';
import { useGrouping, type GroupOption } from '../../components/lists/grouping';
import { useResourceAccess } from '../../components/useResourceAccess';
import { courseFilters, useCourseFilterChoices } from './courseFilters';
import { CourseStatusChip } from './CourseStatusChip';

export const RESOURCE = 'courses';
const field = (name: string) => `resources.courses.fields.${name}`;

/** The four scopes of the courses screen (§2): its, itc, my and an organisation's own list. */
export type CourseListScope = 'its' | 'itc' | 'my' | 'organisation';

/** The export of a course list: every field of the course a list row has, in the user's language. */
const courseExportColumns = (translate: TranslateFunction, format: ReturnType<typeof useFormat>): ExportColumn[] => {
  const status = (value: unknown) => (value ? translate(`course.status.${value}`) : '');
  return [
    { source: 'startDate', label: field('startDate'), format: format.day },
    { source: 'endDate', label: field('endDate'), format: format.day },
    { source: 'time', label: field('time') },
    { source: 'courseTypeName', label: field('courseTypeName') },
    { source: 'venueName', label: field('venueName') },
    { source: 'organisationName', label: field('organisationName') },
    { source: 'status', label: field('status'), format: status },
    {
      source: 'courseFormat',
      label: field('courseFormat'),
      format: (value) => (value ? translate(`course.format.${value}`) : ''),
    },
    {
      source: 'courseLanguages',
      label: field('courseLanguages'),
      format: (value) => ((value as string[] | null) ?? []).map((l) => translate(`course.language.${l}`)).join(', '),
    },
    { source: 'trainerNames', label: field('trainerNames') },
    { source: 'instructorCount', label: field('instructorCount') },
    { source: 'traineeCount', label: field('traineeCount') },
    { source: 'participantCount', label: field('participantCount') },
    { source: 'numberOfParticipants', label: field('numberOfParticipants') },
    { source: 'courseLeader', label: field('courseLeader') },
    { source: 'doctorName', label: field('doctorName') },
    { source: 'targetGroup', label: field('targetGroup') },
    { source: 'customer', label: field('customer') },
    { source: 'order', label: field('order') },
    { source: 'projectNumber', label: field('projectNumber') },
    { source: 'invoiceNumber', label: field('invoiceNumber') },
    { source: 'expectedRevenue', label: field('expectedRevenue'), format: format.decimal },
    { source: 'date', label: field('date'), format: format.day },
  ];
};

/**
 * A course list's state: what the user may do in its scope, its grouping (status, type, venue,
 * organisation), the way to the course form, and its filters and export.
 */
export function useCourseList(scope: CourseListScope, organisationId: string | undefined) {
  const translate = useTranslate();
  const format = useFormat();
  const navigate = useNavigate();
  const access = useResourceAccess(RESOURCE);
  const { permissions: user } = usePermissions<SessionUser>();
  const storeKey = `${RESOURCE}.${scope}`;
  const showOrganisation = scope === 'itc' || scope === 'my';
  const groupBy: GroupOption[] = [
    { field: 'status', label: field('status'), format: (value) => <CourseStatusChip status={value as CourseStatus} /> },
    { field: 'courseTypeName', label: field('courseTypeName') },
    { field: 'venueName', label: field('venueName') },
    ...(showOrganisation ? [{ field: 'organisationName', label: field('organisationName') }] : []),
  ];
  const grouping = useGrouping(storeKey, groupBy);
  const filterChoices = useCourseFilterChoices(scope !== 'my');
  const canCreate = scope !== 'my' && access.canCreate;
  const createIn = organisationId ?? user?.organisation.id;
  const title = translate(`course.titles.${scope}`);
  return {
    access,
    format,
    storeKey,
    showOrganisation,
    groupBy,
    grouping,
    canCreate,
    openCreate: canCreate
      ? () => navigate(`${pathFor('Course_Create')}?organisationId=${encodeURIComponent(createIn ?? '')}`)
      : undefined,
    title,
    filter: scope === 'organisation' ? { organisationId } : { scope },
    filters: courseFilters(translate, filterChoices),
    exporter: csvExporter(courseExportColumns(translate, format), translate, title),
  };
}

/** A course list's state, as its parts read it. */
export type CourseListState = ReturnType<typeof useCourseList>;
