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
  const column = (source: string, formatted?: ExportColumn['format']): ExportColumn => ({
    source,
    label: field(source),
    format: formatted,
  });
  const translated = (prefix: string) => (value: unknown) => (value ? translate(`${prefix}.${value}`) : '');
  return [
    column('startDate', format.day),
    column('endDate', format.day),
    column('time'),
    column('courseTypeName'),
    column('venueName'),
    column('organisationName'),
    column('status', translated('course.status')),
    column('courseFormat', translated('course.format')),
    column('courseLanguages', (value) =>
      ((value as string[] | null) ?? []).map((l) => translate(`course.language.${l}`)).join(', '),
    ),
    column('trainerNames'),
    column('instructorCount'),
    column('traineeCount'),
    column('participantCount'),
    column('numberOfParticipants'),
    column('courseLeader'),
    column('doctorName'),
    column('targetGroup'),
    column('customer'),
    column('order'),
    column('projectNumber'),
    column('invoiceNumber'),
    column('expectedRevenue', format.decimal),
    column('date', format.day),
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
