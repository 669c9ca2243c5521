import { sql, type SqlBool } from 'kysely';
import { answeredFields, isScalar, ownerNameOf, type Field, type ResourceDefinition } from '../../src/domain/resources';
import { columnSql, type Column, type FilterDef, type FilterType, type ListSpec } from '../http/list';
import { RANGE_FROM, RANGE_TO } from '../../src/domain/listFilters';
import type { ResourceExtension } from './extension';

/**
 * How a resource's list sorts, searches and filters, from its definition: every single-valued
 * field sorts but a derived one (by its column on the row `r`, by the extension's SQL for joined names, or by the
 * answer's column name for other read-only values); `list.search` and `list.filters` name the
 * fields searched and filtered by equality (a read-only one by the row's column, unless the
 * extension gives its SQL), `list.ranges` the dates filtered from and to a day.
 */
export function listSpecOf(
  definition: ResourceDefinition,
  extension: ResourceExtension = { name: definition.name },
): ListSpec {
  const fields = answeredFields(definition);
  const columnOf = (name: string): Column => {
    if (extension.columns && Object.hasOwn(extension.columns, name)) return extension.columns[name];
    if (name === ownerNameOf(definition)) return 'o.name';
    // the row's own columns; a read-only value of the select by its name in the answer
    return fields[name]?.readOnly && name !== 'id' ? name : `r.${name}`;
  };
  /** Filters and searches need SQL, not a name of the answer: a read-only value is then the row's column. */
  const whereColumn = (name: string): Column => {
    const column = columnOf(name);
    return typeof column === 'string' && !column.includes('.') ? `r.${name}` : column;
  };

  const sortable = {
    ...Object.fromEntries(
      Object.entries(fields)
        .filter(([, field]) => isScalar(field) && !field.derived)
        .map(([name]) => [name, columnOf(name)]),
    ),
    // nested values reached by a dotted path (`user.email`)
    ...extension.columns,
    ...extension.sort,
  };
  const filters: Record<string, FilterDef> = {
    id: { type: 'uuids', column: 'r.id' },
    [definition.owner]: { type: 'uuid', column: `r.${definition.owner}` },
    ...(definition.softDelete ? { deleted: { type: 'boolean', column: 'r.deleted' } } : {}),
  };
  for (const name of definition.list.filters ?? []) {
    filters[name] = filterOf(fields[name], whereColumn(name));
  }
  for (const name of definition.list.ranges ?? []) {
    const column = columnSql(whereColumn(name));
    filters[`${name}${RANGE_FROM}`] = { type: 'date', where: (day: string) => sql<SqlBool>`${column} >= ${day}` };
    filters[`${name}${RANGE_TO}`] = { type: 'date', where: (day: string) => sql<SqlBool>`${column} <= ${day}` };
  }
  return {
    sortable,
    defaultSort: definition.list.sort,
    search: definition.list.search?.map((name) => whereColumn(name)),
    filters: { ...filters, ...extension.filters },
    idColumn: 'r.id',
  };
}

function filterOf(field: Field, column: Column): FilterDef {
  const type: FilterType =
    field.kind === 'choice'
      ? { enum: field.values }
      : field.kind === 'reference'
        ? 'uuid'
        : field.kind === 'boolean'
          ? 'boolean'
          : field.kind === 'date'
            ? 'date'
            : 'string';
  return typeof column === 'string' ? { type, column } : { type, where: (value: unknown) => sqlEquals(column, value) };
}

const sqlEquals = (column: Exclude<Column, string>, value: unknown) => sql<SqlBool>`${column} = ${value}`;
