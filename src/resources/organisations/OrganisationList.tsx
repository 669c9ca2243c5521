import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { MODULES, ORGANISATION_TYPES } from '../../domain/organisations';
import { valueFilter } from '../../components/lists/choiceFilters';
import { ResourceList } from '../../components/lists/ResourceList';
import { ModuleChips, useModuleNames } from '../../components/organisations/ModuleChips';
import { OrganisationInputs } from './OrganisationInputs';

/** `/organisations`: every organisation, for internal staff; administrators create and edit them. */
export const OrganisationList = () => {
  const translate = useTranslate();
  const typeOf = (value: unknown) => (value ? translate(`resources.organisations.types.${String(value)}`) : '');
  const modules = useModuleNames();
  return (
    <ResourceList
      resource="organisations"
      sort={{ field: 'name', order: 'ASC' }}
      softDelete
      organisationPicker={false}
      filters={[
        valueFilter('type', ORGANISATION_TYPES, 'resources.organisations.types', { width: 160 }),
        valueFilter('modules', MODULES, 'certification.modules', {
          width: 140,
          label: 'resources.organisations.fields.module',
        }),
      ]}
      exportColumns={[
        { source: 'name', label: 'resources.organisations.fields.name' },
        { source: 'type', label: 'resources.organisations.fields.type', format: typeOf },
        { source: 'parentName', label: 'resources.organisations.fields.parentId' },
        { source: 'modules', label: 'resources.organisations.fields.modules', format: modules },
        { source: 'city', label: 'resources.organisations.fields.city' },
        { source: 'contactName', label: 'resources.organisations.fields.contactName' },
        { source: 'contactEmail', label: 'resources.organisations.fields.contactEmail' },
      ]}
      form={<OrganisationInputs />}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="type" render={(r: RaRecord) => typeOf(r.type)} />
      <DataTable.Col source="parentName" label="resources.organisations.fields.parentId" />
      <DataTable.Col source="modules" disableSort render={(r: RaRecord) => <ModuleChips modules={r.modules} />} />
      <DataTable.Col source="city" />
    </ResourceList>
  );
};
