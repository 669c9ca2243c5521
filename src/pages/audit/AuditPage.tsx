import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  AutocompleteInput,
  DataTable,
  ExportButton,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AUDIT_ACTIONS } from '../../domain/auditActions';
import { ScreenHeading } from '../../components/ScreenHeading';
import type { RecordChange } from '../../domain/recordHistory';
import { RESOURCES } from '../../domain/resources';
import { useFormat } from '../../components/format';
import { AppDataTable } from '../../components/lists/AppDataTable';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { csvExporter, type ExportColumn } from '../../components/lists/exporter';
import { useOrganisationChoices } from '../../components/lists/OrganisationInput';
import { useChangeText } from '../../components/history/useChangeText';
import { DayInput } from '../../components/forms/DayInput';
import { AppList } from '../../components/lists/AppList';
import type { SessionUser } from '../../domain/session';
import { hitTarget } from '../../layout/search/hitTarget';

const userName = (user: RaRecord) => `${user.firstName} ${user.lastName} (${user.email})`;

/** Of an import: how many rows it read, created, updated and rejected (issue 25.9). */
interface ImportCounts {
  rows: number;
  created: number;
  updated: number;
  rejected: number;
}

/** What a row is about, in words: the record's name, or how many rows an import read ('' for neither). */
function useRecordText() {
  const translate = useTranslate();
  const format = useFormat();
  return (record: RaRecord) => {
    const imported = record.imported as ImportCounts | null;
    if (imported)
      return translate('audit.imported', {
        rows: format.number(imported.rows),
        created: format.number(imported.created),
        updated: format.number(imported.updated),
        rejected: format.number(imported.rejected),
      });
    return (record.entityName as string | null) ?? '';
  };
}

/**
 * The record of a row: its name linked to its screen where the reader may open it (a course, a
 * certificate, a venue in its list), an import's numbers, or a dash where it has no name to show.
 */
const RecordCell = ({ record }: { record: RaRecord }) => {
  const { permissions: user } = usePermissions<SessionUser>();
  const label = useRecordText()(record);
  if (!label)
    return (
      <Typography variant="body2" color="text.disabled" component="span">
        —
      </Typography>
    );
  const target =
    user && record.entityName && !record.imported
      ? hitTarget(
          {
            resource: record.entity,
            id: String(record.entityId),
            label: record.entityName,
            organisationId: record.organisationId ?? '',
          },
          user,
        )
      : undefined;
  return target ? (
    <Link component={RouterLink} to={target} data-testid="audit-record-link">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
};

/**
 * `/admin/audit` (Audit_Log): every organisation's audit rows for internal staff, filtered by
 * organisation, user, resource, action and period, paged and sorted by the server, exported as CSV
 * with what changed in the reader's language.
 */
const AuditList = () => {
  const translate = useTranslate();
  const format = useFormat();
  const { fieldName, valueText, actionName } = useChangeText();
  const recordText = useRecordText();
  // internal staff reach every organisation, so the users' organisations are all of them
  const organisations = useOrganisationChoices('users', 'read');
  const resourceName = (entity: string) => translate(`resources.${entity}.name`, { smart_count: 1, _: entity });
  const changesText = (record: RaRecord) =>
    ((record.changes ?? []) as RecordChange[])
      .map(
        (c) =>
          `${fieldName(record.entity, c.field)}: ${valueText(record.entity, c.field, c.before)} → ${valueText(record.entity, c.field, c.after)}`,
      )
      .join('; ');
  const title = translate('audit.title');
  const columns: ExportColumn[] = [
    { source: 'createdAt', label: 'audit.fields.createdAt', format: (v) => format.dateTime(v) },
    { source: 'organisationName', label: 'audit.fields.organisationName' },
    { source: 'actorName', label: 'audit.fields.actorName' },
    { source: 'entity', label: 'audit.fields.entity', format: (v) => resourceName(String(v)) },
    { source: 'entityName', label: 'audit.fields.entityName', format: (_, record) => recordText(record) },
    { source: 'entityId', label: 'audit.fields.entityId' },
    { source: 'action', label: 'audit.fields.action', format: (v) => actionName(String(v)) },
    { source: 'changes', label: 'audit.fields.changes', format: (_, record) => changesText(record) },
  ];
  const filters = [
    <SelectInput
      key="organisationId"
      source="organisationId"
      label="audit.fields.organisationId"
      choices={organisations}
      alwaysOn
    />,
    <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
      <AutocompleteInput label="audit.fields.userId" optionText={userName} sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <SelectInput
      key="entity"
      source="entity"
      label="audit.fields.entity"
      choices={RESOURCES.map(({ name }) => ({ id: name, name: resourceName(name) }))}
      alwaysOn
    />,
    <SelectInput
      key="action"
      source="action"
      label="audit.fields.action"
      choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: actionName(action) }))}
      alwaysOn
    />,
    <DayInput key="from" source="from" label="audit.fields.from" alwaysOn />,
    <DayInput key="to" source="to" label="audit.fields.to" alwaysOn />,
  ];
  return (
    <AppList
      heading={false}
      resource="audit-log"
      title={title}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={csvExporter(columns, translate, translate('audit.filename'))}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    >
      <AppDataTable mandatorySort rowClick={false} bulkActionButtons={false} empty={<ListEmpty text="audit.empty" />}>
        <DataTable.Col source="createdAt" label="audit.fields.createdAt" render={(r) => format.dateTime(r.createdAt)} />
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
