import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { AppList } from './AppList';
import { csvExporter } from './exporter';
import { ResourceFormDialog } from './ResourceFormDialog';
import { resourceListFilters } from './resourceListFilters';
import { ResourceListToolbar } from './ResourceListToolbar';
import { ResourceTable } from './ResourceTable';
import { SavedQueriesAside } from './SavedQueriesAside';
import { useResourceList, type ResourceListProps } from './useResourceList';
import { NoReadNotice } from './NoReadNotice';

/**
 * A list screen for one resource: search, page size, sortable columns, deleted toggle, export,
 * create and edit dialogs, delete and restore, and a message instead of the table when the user
 * may not read it (§6).
 */
export const ResourceList = (props: ResourceListProps) => {
  const { resource, filter, sort, exportColumns, form, createdMessage, groupBy, hiddenColumns, children } = props;
  const translate = useTranslate();
  const screen = useResourceList(props);
  const { fixed, grouping, title } = screen;
  if (screen.pending) return null;
  if (screen.redirect) return <Navigate replace to={screen.redirect} />;
  if (!screen.access.canRead) {
    return <NoReadNotice resource={resource} />;
  }

  return (
    <>
      <AppList
        resource={resource}
        title={title}
        filter={fixed ? { ...filter, ...fixed } : filter}
        filterDefaultValues={screen.softDelete ? { deleted: false } : undefined}
        filters={resourceListFilters(props, screen, translate)}
        sort={sort}
        exporter={csvExporter(exportColumns, translate, title)}
        queryOptions={grouping.field ? { meta: { groupBy: grouping.field } } : undefined}
        aside={<SavedQueriesAside />}
        actions={<ResourceListToolbar groupBy={groupBy} screen={screen} />}
      >
        <ResourceTable resource={resource} hiddenColumns={hiddenColumns} form={form} screen={screen}>
          {children}
        </ResourceTable>
      </AppList>
      {form && <ResourceFormDialog resource={resource} form={form} createdMessage={createdMessage} screen={screen} />}
    </>
  );
};
