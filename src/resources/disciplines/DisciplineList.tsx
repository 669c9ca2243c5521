import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { DEFAULT_VALIDITY_MONTHS } from '../../domain/certificates';
import { ResourceList } from '../../components/lists/ResourceList';
import { DisciplineInputs } from './DisciplineInputs';
import { TemplatesButton } from './TemplatesButton';

/** `/itc/disciplines`: the ITC's disciplines with validity, use and templates. */
export const DisciplineList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      resource="disciplines"
      sort={{ field: 'name', order: 'ASC' }}
      softDelete
      defaults={{ validityMonths: DEFAULT_VALIDITY_MONTHS }}
      exportColumns={[
        { source: 'name', label: 'resources.disciplines.fields.name' },
        { source: 'validityMonths', label: 'resources.disciplines.fields.validityMonths' },
        { source: 'usedIn', label: 'resources.disciplines.fields.usedIn' },
        {
          source: 'templates',
          label: 'resources.disciplines.fields.templates',
          format: (value) =>
            ((value as { type: string }[]) ?? []).map((t) => translate(`certification.file_type.${t.type}`)).join(', '),
        },
      ]}
      form={<DisciplineInputs />}
    >
      <DataTable.Col source="name" />
      <DataTable.NumberCol source="validityMonths" />
      <DataTable.NumberCol source="usedIn" />
      <DataTable.Col
        source="templates"
        disableSort
        render={(record) => <TemplatesButton record={record as RaRecord} />}
      />
    </ResourceList>
  );
};
