import { useTranslate, type RaRecord } from 'react-admin';
import type { RecordChange } from '../../domain/recordHistory';
import { useFormat } from '../../components/format';
import { csvExporter, type ExportColumn } from '../../components/lists/exporter';
import { useOrganisationChoices } from '../../components/lists/OrganisationInput';
import { useChangeText } from '../../components/history/useChangeText';
import { auditFilters } from './auditFilters';
import { useRecordText } from './useRecordText';

/**
 * What the audit list shows of its rows in the reader's language (resource, action, what
 * changed), its filters, and its CSV export with the same texts.
 */
export function useAuditList() {
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
  return {
    title: translate('audit.title'),
    filters: auditFilters({ organisations, resourceName, actionName }),
    exporter: csvExporter(columns, translate, translate('audit.filename')),
    dateTime: format.dateTime,
    resourceName,
    actionName,
    changesText,
  };
}
