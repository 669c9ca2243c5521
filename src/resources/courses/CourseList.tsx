import { Alert, Button, IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  ColumnsButton,
  DataTable,
  ExportButton,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isCourseEditable, type CourseStatus } from '../../domain/courses';
import { pathFor } from '../../domain/routes';
import type { SessionUser } from '../../domain/session';
import { useFormat } from '../../components/format';
import { ActionsColumn, AppDataTable } from '../../components/lists/AppDataTable';
import { csvExporter, type ExportColumn } from '../../components/lists/exporter';
import { GroupBySelect, useGrouping, type GroupOption } from '../../components/lists/grouping';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { SavedQueriesAside, SavedQueriesButton } from '../../components/lists/SavedQueriesAside';
import { useResourceAccess } from '../../components/useResourceAccess';
import { CourseBulkButtons } from './CourseBulkButtons';
import { courseFilters, useCourseFilterChoices } from './courseFilters';
import { CourseDeleteButton } from './CourseDeleteButton';
import { CourseStatusChip } from './CourseStatusChip';
import { AppList } from '../../components/lists/AppList';

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
const RESOURCE = 'courses';
const field = (name: string) => `resources.courses.fields.${name}`;

/** The four scopes of the courses screen (§2): its, itc, my and an organisation's own list. */
export type CourseListScope = 'its' | 'itc' | 'my' | 'organisation';

const RowActions = ({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!record) return null;
  const editable = canEdit && isCourseEditable(record.status as CourseStatus);
  const label = translate(editable ? 'ra.action.edit' : 'ra.action.show');
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation();
            navigate(pathFor('Course_Detail', { courseId: String(record.id) }));
          }}
        >
          {editable ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {canDelete && <CourseDeleteButton />}
    </Stack>
  );
};

/**
 * A list of courses in one scope: filters (courseFilters.tsx), saved queries, bulk status step on
 * a site's list, grouping (status, type, venue,
 * organisation), sort cycle, page size, export, and the way to the course form.
 */
export const CourseList = ({ scope, organisationId }: { scope: CourseListScope; organisationId?: string }) => {
  const translate = useTranslate();
  const format = useFormat();
  const navigate = useNavigate();
  const access = useResourceAccess(RESOURCE);
  const { permissions: user } = usePermissions<SessionUser>();
  const storeKey = `${RESOURCE}.${scope}`;
  const status = (value: unknown) => (value ? translate(`course.status.${value}`) : '');
  const showOrganisation = scope === 'itc' || scope === 'my';
  const groupBy: GroupOption[] = [
    { field: 'status', label: field('status'), format: (value) => <CourseStatusChip status={value as CourseStatus} /> },
    { field: 'courseTypeName', label: field('courseTypeName') },
    { field: 'venueName', label: field('venueName') },
    ...(showOrganisation ? [{ field: 'organisationName', label: field('organisationName') }] : []),
  ];
  const grouping = useGrouping(storeKey, groupBy);
  const filterChoices = useCourseFilterChoices(scope !== 'my');
  if (access.isPending) return null;
  // every user may see the courses he trains in; the other scopes need the course features
  if (scope !== 'my' && !access.canRead) {
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="no-read">
        {translate('resources.courses.no_read')}
      </Alert>
    );
  }
  const canCreate = scope !== 'my' && access.canCreate;
  const createIn = organisationId ?? user?.organisation.id;
  const openCreate = canCreate
    ? () => navigate(`${pathFor('Course_Create')}?organisationId=${encodeURIComponent(createIn ?? '')}`)
    : undefined;
  const title = translate(`course.titles.${scope}`);
  // a period may break between its two days, never inside one
  const days = (record: RaRecord) =>
    record.endDate && record.endDate !== record.startDate ? (
      <>
        <span style={{ whiteSpace: 'nowrap' }}>{format.day(record.startDate)} –</span>{' '}
        <span style={{ whiteSpace: 'nowrap' }}>{format.day(record.endDate)}</span>
      </>
    ) : (
      <span style={{ whiteSpace: 'nowrap' }}>{format.day(record.startDate)}</span>
    );
  const exportColumns: ExportColumn[] = [
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
  const filter = scope === 'organisation' ? { organisationId } : { scope };

  return (
    <AppList
      heading={false}
      resource={RESOURCE}
      storeKey={storeKey}
      // react-admin would check the course features; the courses a user trains in need none
      disableAuthentication={scope === 'my'}
      title={title}
      filter={filter}
      filters={courseFilters(translate, filterChoices)}
      sort={{ field: 'startDate', order: 'DESC' }}
      exporter={csvExporter(exportColumns, translate, title)}
      queryOptions={grouping.field ? { meta: { groupBy: grouping.field } } : undefined}
      actions={
        <TopToolbar>
          <GroupBySelect options={groupBy} value={grouping.field} onChange={grouping.setField} />
          {canCreate && (
            <Button size="small" startIcon={<AddIcon />} onClick={openCreate}>
              {translate('ra.action.create')}
            </Button>
          )}
          <SavedQueriesButton />
          <ColumnsButton storeKey={`${storeKey}.datatable`} />
          <ExportButton />
        </TopToolbar>
      }
      aside={<SavedQueriesAside />}
    >
      <AppDataTable
        grouping={grouping.option}
        storeKey={`${storeKey}.datatable`}
        hiddenColumns={showOrganisation ? ['customer', 'time'] : ['customer']}
        rowClick={(id) => pathFor('Course_Detail', { courseId: String(id) })}
        // a site moves its courses' status in bulk where it may change them
        bulkActionButtons={scope === 'its' && access.canEdit ? <CourseBulkButtons /> : false}
        empty={
          <ListEmpty
            text={scope === 'my' ? 'resources.courses.empty_my' : 'resources.courses.empty'}
            hint={scope === 'my' ? undefined : 'resources.courses.empty_hint'}
            action={openCreate && { label: 'lists.create_first', onClick: openCreate }}
          />
        }
      >
        <DataTable.Col source="startDate" label={field('startDate')} render={days} />
        <DataTable.Col source="time" cellSx={noWrap} />
        <DataTable.Col source="courseTypeName" />
        <DataTable.Col source="venueName" />
        {showOrganisation && <DataTable.Col source="organisationName" />}
        <DataTable.Col source="status" render={(record: RaRecord) => <CourseStatusChip status={record.status} />} />
        <DataTable.Col source="trainerNames" cellSx={() => ({ minWidth: 160 })} />
        <DataTable.Col source="participantCount" align="right" />
        <DataTable.Col source="customer" />
        <ActionsColumn actions={2}>
          <RowActions canEdit={scope !== 'my' && access.canEdit} canDelete={scope !== 'my' && access.canDelete} />
        </ActionsColumn>
      </AppDataTable>
    </AppList>
  );
};
