import { BooleanField, DataTable } from 'react-admin';
import { definitionOf, isScalar } from '../../domain/resources';
import { ResourceList } from '../lists/ResourceList';
import { DeclaredInputs } from './DeclaredInputs';

/**
 * The list screen of a declared resource, from its definition alone: a column per single-valued
 * field (the one that names a record first), its order, soft delete, export, and create and edit
 * dialogs with the inputs of its writable fields. A resource needing more writes its own list on
 * ResourceList.
 */
export const DeclaredList = ({ resource }: { resource: string }) => {
  const definition = definitionOf(resource);
  if (!definition) throw new Error(`No resource ${resource}`);
  const columns = Object.entries(definition.fields).filter(([, field]) => isScalar(field) && !field.writeOnly);
  // a yes/no field shows a check mark rather than "true"/"false"
  const booleans = new Set(columns.filter(([, field]) => field.kind === 'boolean').map(([name]) => name));
  const fields = columns
    .map(([name]) => name)
    .sort((a, b) => Number(b === definition.display) - Number(a === definition.display));
  return (
    <ResourceList
      resource={resource}
      sort={definition.list.sort}
      softDelete={definition.softDelete}
      exportColumns={fields.map((source) => ({ source, label: `resources.${resource}.fields.${source}` }))}
      form={<DeclaredInputs />}
    >
      {fields.map((source) => (
        <DataTable.Col key={source} source={source} field={booleans.has(source) ? BooleanField : undefined} />
      ))}
    </ResourceList>
  );
};
