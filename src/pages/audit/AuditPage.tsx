import { DataTable, ExportButton, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { ScreenHeading } from '../../components/ScreenHeading';
import { AppDataTable } from '../../components/lists/AppDataTable';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { AppList } from '../../components/lists/AppList';
import { RecordCell } from './RecordCell';
import { useAuditList } from './useAuditList';

/**
 * `/admin/audit` (Audit_Log): every organisation's audit rows for internal staff, filtered by
 * organisation, user, resource, action and period, paged and sorted by the server, exported as CSV
 * with what changed in the reader's language.
 */
const AuditList = () => {
  const { title, filters, exporter, dateTime, resourceName, actionName, changesText } = useAuditList();
  return (
    <AppList
      heading={false}
      resource="audit-log"
      title={title}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={exporter}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    >
      <AppDataTable mandatorySort rowClick={false} bulkActionButtons={false} empty={<ListEmpty text="audit.empty" />}>
        <DataTable.Col source="createdAt" label="audit.fields.createdAt" render={(r) => dateTime(r.createdAt)} />
        <DataTable.Col source="organisationName" label="audit.fields.organisationName" />
        <DataTable.Col source="actorName" label="audit.fields.actorName" />
        <DataTable.Col source="entity" label="audit.fields.entity" render={(r) => resourceName(r.entity)} />
        <DataTable.Col
          source="entityName"
          label="audit.fields.entityName"
          disableSort
          render={(r) => <RecordCell record={r as RaRecord} />}
        />
        <DataTable.Col source="action" label="audit.fields.action" render={(r) => actionName(r.action)} />
        <DataTable.Col source="changes" label="audit.fields.changes" disableSort render={changesText} />
      </AppDataTable>
    </AppList>
  );
};

/** The audit log with its heading (the title the app bar and the tab show too). */
export const AuditPage = () => {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading>{translate('audit.title')}</ScreenHeading>
      <AuditList />
    </>
  );
};
