import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useFormat } from '../../components/format';
import { ResourceList } from '../../components/lists/ResourceList';
import type { ExportColumn } from '../../components/lists/exporter';
import type { GroupOption } from '../../components/lists/grouping';
import { InstructorCertificates } from './InstructorCertificates';
import { InstructorProfileInputs } from './InstructorProfileInputs';

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
const RESOURCE = 'instructor-profiles';
const field = (name: string) => `resources.${RESOURCE}.fields.${name}`;

/**
 * The instructors of an organisation (`organisationId`), or of every organisation the user may
 * read when none is given (e.g. an ITC's instructor administration). Rows carry the linked
 * participant's name and e-mail.
 */
export const InstructorProfileTable = ({ organisationId }: { organisationId?: string }) => {
  const translate = useTranslate();
  const format = useFormat();
  const status = (value: unknown) => (value ? translate(`profile.employment_status.${value}`) : '');
  const groupBy: GroupOption[] = [
    { field: 'organisationName', label: field('organisationName') },
    { field: 'status', label: field('status'), format: (value) => status(value) || '–' },
    { field: 'clothingSize', label: field('clothingSize') },
  ];
  const exportColumns: ExportColumn[] = [
    ...['title', 'firstName', 'lastName', 'email'].map((source) => ({ source, label: field(source) })),
    { source: 'status', label: field('status'), format: status },
    { source: 'compensationPerHour', label: field('compensationPerHour'), format: format.decimal },
    ...['cellPhone', 'googleEmail', 'clothingSize', 'ahaInstructorId', 'comment', 'organisationName'].map((source) => ({
      source,
      label: field(source),
    })),
  ];
  return (
    <ResourceList
      resource={RESOURCE}
      filter={organisationId ? { organisationId } : undefined}
      defaults={organisationId ? { organisationId } : undefined}
      sort={{ field: 'lastName', order: 'ASC' }}
      softDelete
      groupBy={groupBy}
      hiddenColumns={['cellPhone', 'clothingSize', 'certificates']}
      exportColumns={exportColumns}
      form={<InstructorProfileInputs organisationId={organisationId} />}
      // §8: a participant with an account becomes an instructor with it (the server grants it)
      createdMessage={(record) => (record.userId ? `resources.${RESOURCE}.user_can_apply` : undefined)}
    >
      <DataTable.Col source="lastName" />
      <DataTable.Col source="firstName" />
      <DataTable.Col source="email" cellSx={() => ({ overflowWrap: 'anywhere', minWidth: 190 })} />
      <DataTable.Col source="status" render={(record: RaRecord) => status(record.status)} />
      <DataTable.Col
        source="compensationPerHour"
        align="right"
        cellSx={noWrap}
        render={(record: RaRecord) => format.money(record.compensationPerHour)}
      />
      <DataTable.Col source="cellPhone" cellSx={noWrap} />
      <DataTable.Col source="clothingSize" />
      <DataTable.Col source="ahaInstructorId" />
      <DataTable.Col
        source="certificates"
        disableSort
        render={(record: RaRecord) => <InstructorCertificates record={record} dense />}
      />
      {!organisationId && <DataTable.Col source="organisationName" />}
    </ResourceList>
  );
};

/** `/courses/{organisationId}/instructors` */
export const InstructorProfileList = () => {
  const { organisationId } = useParams();
  return <InstructorProfileTable organisationId={organisationId} />;
};
