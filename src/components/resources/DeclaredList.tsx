import { DataTable, useTranslate } from 'react-admin';
import { definitionOf, type Field } from '../../domain/resources';
import { DeclaredField } from '../fields/DeclaredField';
import { fieldLabel } from '../fields/labels';
import { listedField } from '../lists/allFieldColumns';
import { ResourceList } from '../lists/ResourceList';
import { DeclaredInputs } from './DeclaredInputs';
import { declaredFilters } from './declaredFilters';

const numeric = (field: Field) => field.kind === 'integer' || field.kind === 'number';
// several values, or a linked record's id: no order a reader would follow
const unsortable = (field: Field) => field.kind === 'choices' || field.kind === 'reference';

/**
 * The list screen of a declared resource, from its definition alone: a column per field a row
 * shows (the one that names a record first), each as react-admin's field of its kind, its order,
 * search and filters, soft delete, export, and create and edit dialogs with the inputs of its
 * writable fields. A resource needing more writes its own list on ResourceList.
 */
export const DeclaredList = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const definition = definitionOf(resource);
  if (!definition) throw new Error(`No resource ${resource}`);
  const columns = Object.entries(definition.fields)
    .filter(([, field]) => listedField(field))
    .sort(([a], [b]) => Number(b === definition.display) - Number(a === definition.display));
  return (
    <ResourceList
      resource={resource}
      sort={definition.list.sort}
      softDelete={definition.softDelete}
      exportColumns={columns.map(([source]) => ({ source, label: fieldLabel(resource, source) }))}
      form={<DeclaredInputs />}
      search={!!definition.list.search?.length}
      filters={declaredFilters(definition, translate)}
    >
      {columns.map(([source, field]) => (
        <DataTable.Col
          key={source}
          source={source}
          disableSort={unsortable(field)}
          align={numeric(field) ? 'right' : undefined}
        >
          <DeclaredField source={source} field={field} />
        </DataTable.Col>
      ))}
    </ResourceList>
  );
};
