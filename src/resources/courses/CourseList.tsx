import AddIcon from '@mui/icons-material/Add';
import { pathFor } from '../../domain/routes';
import { AppDataTable } from '../../components/lists/AppDataTable';
import { GroupBySelect } from '../../components/lists/grouping';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { ListToolbar, ToolbarButton } from '../../components/lists/ListToolbar';
import { SavedQueriesAside } from '../../components/lists/SavedQueriesAside';
import { CourseBulkButtons } from './CourseBulkButtons';
import { AppList } from '../../components/lists/AppList';
import { courseListColumns } from './CourseListColumns';
import { RESOURCE, useCourseList, type CourseListScope, type CourseListState } from './useCourseList';
import { NoReadNotice } from '../../components/lists/NoReadNotice';

export type { CourseListScope };

/** The list's toolbar: group by, create, saved queries, the column picker and export. */
const CourseListToolbar = ({
  list: { groupBy, grouping, canCreate, openCreate, storeKey },
}: {
  list: CourseListState;
}) => (
  <ListToolbar columnsStoreKey={`${storeKey}.datatable`}>
    <GroupBySelect options={groupBy} value={grouping.field} onChange={grouping.setField} />
    {canCreate && openCreate && <ToolbarButton icon={AddIcon} label="ra.action.create" onClick={openCreate} />}
  </ListToolbar>
);

/**
 * A list of courses in one scope: filters (courseFilters.tsx), saved queries, bulk status step on
 * a site's list, grouping (status, type, venue,
 * organisation), sort cycle, page size, export, and the way to the course form.
 */
export const CourseList = ({ scope, organisationId }: { scope: CourseListScope; organisationId?: string }) => {
  const list = useCourseList(scope, organisationId);
  const { access, storeKey, grouping, openCreate } = list;
  if (access.isPending) return null;
  // every user may see the courses he trains in; the other scopes need the course features
  if (scope !== 'my' && !access.canRead) {
    return <NoReadNotice resource="courses" />;
  }

  return (
    <AppList
      heading={false}
      resource={RESOURCE}
      storeKey={storeKey}
      // react-admin would check the course features; the courses a user trains in need none
      disableAuthentication={scope === 'my'}
      title={list.title}
      filter={list.filter}
      filters={list.filters}
      sort={{ field: 'startDate', order: 'DESC' }}
      exporter={list.exporter}
      queryOptions={grouping.field ? { meta: { groupBy: grouping.field } } : undefined}
      actions={<CourseListToolbar list={list} />}
      aside={<SavedQueriesAside />}
    >
      <AppDataTable
        grouping={grouping.option}
        storeKey={`${storeKey}.datatable`}
        hiddenColumns={list.showOrganisation ? ['customer', 'time'] : ['customer']}
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
        {courseListColumns({
          format: list.format,
          showOrganisation: list.showOrganisation,
          canEdit: scope !== 'my' && access.canEdit,
          canDelete: scope !== 'my' && access.canDelete,
        })}
      </AppDataTable>
    </AppList>
  );
};
