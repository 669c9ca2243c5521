import { DataTable } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ResourceList } from '../../components/lists/ResourceList';
import { VenueInputs } from './VenueInputs';

/** `/organisation/{organisationId}/venues` */
export const VenueList = () => {
  const { organisationId } = useParams();
  return (
    <ResourceList
      resource="venues"
      filter={{ organisationId }}
      defaults={{ organisationId }}
      sort={{ field: 'name', order: 'ASC' }}
      softDelete
      exportColumns={[
        { source: 'name', label: 'resources.venues.fields.name' },
        { source: 'address', label: 'resources.venues.fields.address' },
        { source: 'comment', label: 'resources.venues.fields.comment' },
      ]}
      form={<VenueInputs />}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="address" />
      <DataTable.Col source="comment" disableSort />
    </ResourceList>
  );
};
