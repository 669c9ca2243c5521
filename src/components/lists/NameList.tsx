import { DataTable, TextInput } from 'react-admin';
import { useParams } from 'react-router-dom';
import { maxLength, required } from '../forms/validators';
import { ResourceList } from './ResourceList';

const validateName = [required(), maxLength(100)];

/** The list of a soft-deletable resource that is just a name per organisation (course types, instructor types). */
export const NameList = ({ resource }: { resource: string }) => {
  const { organisationId } = useParams();
  return (
    <ResourceList
      resource={resource}
      filter={{ organisationId }}
      defaults={{ organisationId }}
      sort={{ field: 'name', order: 'ASC' }}
      softDelete
      exportColumns={[{ source: 'name', label: `resources.${resource}.fields.name` }]}
      form={<TextInput source="name" validate={validateName} autoFocus />}
    >
      <DataTable.Col source="name" />
    </ResourceList>
  );
};
