import { DataTable, type RaRecord } from 'react-admin';
import { ResourceList } from '../../components/lists/ResourceList';
import { ModuleChips, useModuleNames } from '../../components/organisations/ModuleChips';
import { ItsOrganisationInputs } from './ItsOrganisationInputs';

const addressOf = (r: RaRecord) =>
  [[r.street, r.houseNumber].filter(Boolean).join(' '), [r.zipCode, r.city].filter(Boolean).join(' '), r.country]
    .filter(Boolean)
    .join(', ');

/** `/itc/organisations`: the training sites of the ITC. */
export const ItsOrganisationList = () => {
  const modules = useModuleNames();
  return (
    <ResourceList
      resource="its-organisations"
      sort={{ field: 'name', order: 'ASC' }}
      defaults={{ modules: ['certificates', 'courses'] }}
      // a site's row names the site itself; its ITC comes with no name to show
      organisationColumn={false}
      exportColumns={[
        { source: 'name', label: 'resources.its-organisations.fields.name' },
        { source: 'street', label: 'resources.its-organisations.fields.address', format: (_v, r) => addressOf(r) },
        { source: 'contactName', label: 'resources.its-organisations.fields.contactName' },
        { source: 'contactEmail', label: 'resources.its-organisations.fields.contactEmail' },
        { source: 'phone', label: 'resources.its-organisations.fields.phone' },
        { source: 'modules', label: 'resources.its-organisations.fields.modules', format: modules },
        { source: 'instructorCount', label: 'resources.its-organisations.fields.instructorCount' },
      ]}
      form={<ItsOrganisationInputs />}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="city" label="resources.its-organisations.fields.address" render={addressOf} />
      <DataTable.Col source="contactName" />
      <DataTable.Col source="contactEmail" disableSort />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="modules" disableSort render={(r) => <ModuleChips modules={r.modules} />} />
      <DataTable.NumberCol source="instructorCount" disableSort />
    </ResourceList>
  );
};
