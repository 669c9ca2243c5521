import type { FastifyRequest } from 'fastify';
import { definitionOf, hiddenFields, type ResourceDefinition } from '../../src/domain/resources';
import { reaches } from '../auth/scope';
import type { AppContext } from '../http/context';
import type { Row } from './extension';
import { historyFields, visibleHistoryFields } from './history';
import { EXTENSIONS } from './registry';
import { contextOf, rowsOf } from './rows/query';
import { readScope } from './rows/scope';
import { servedResource, type ServedResource } from './served';

/** What an audit row says of its record: which resource, which row, whose, and what it last kept. */
export interface AuditedRecord {
  entity: string;
  entityId: string;
  organisationId: string | null;
  snapshot: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Of one resource's records: those the caller reads now, those that are gone, and the
 * organisations of the records his reach takes in. Nothing at all without a grant to read it.
 */
async function readsOf(resource: ServedResource, request: FastifyRequest, records: AuditedRecord[]) {
  const { table, db } = resource;
  const scope = readScope(resource, request);
  if (!scope) return undefined;
  // looked up also where every row would show whole: the name is the record's name now
  const ids = [...new Set(records.map((r) => r.entityId).filter((id) => UUID.test(id)))];
  const organisations = [...new Set(records.map((r) => r.organisationId).filter((id): id is string => !!id))];
  const [rows, existing, reached] = await Promise.all([
    ids.length ? rowsOf(resource, db, contextOf(request, scope)).where('r.id', 'in', ids).execute() : [],
    ids.length ? db.selectFrom(table).select('id').where('id', 'in', ids).execute() : [],
    organisations.length
      ? db
          .selectFrom('organisations as r')
          .select('r.id')
          .where('r.id', 'in', organisations)
          .where(reaches(scope, 'r.id'))
          .execute()
      : [],
  ]);
  const present = new Set((existing as { id: string }[]).map((row) => row.id));
  return {
    now: new Map((rows as Row[]).map((row) => [String(row.id), row])),
    gone: (id: string) => !present.has(id),
    reached: new Set((reached as { id: string }[]).map((row) => row.id)),
  };
}

/** What the audit log shows of a record: the fields it may show, and the record's name (null: none). */
export interface AuditedView {
  fields: readonly string[];
  name: string | null;
}

/**
 * How the audit log names a record: "first last" of a person (whose definition names him by the
 * last name), else its definition's display field, from the row as the caller reads it.
 */
function nameOf(definition: ResourceDefinition, row: Record<string, unknown> | null | undefined): string | null {
  if (!row) return null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const display = text(row[definition.display]);
  if (definition.display === 'lastName' && display) return [text(row.firstName), display].filter(Boolean).join(' ');
  return display;
}

const NOTHING: AuditedView = { fields: [], name: null };

/**
 * The fields the audit log may show of each record, by the rule of the record's answer (its
 * definition's `hidden`) for the caller now, and its name: a record he reads now shows what he
 * reads of it; a record that is gone, what its last snapshot shows where his reach takes in its
 * organisation; a record he cannot read, nothing. One query per resource of the page.
 */
export function auditedFields(ctx: AppContext) {
  const served = new Map<string, ServedResource>();
  const servedOf = (definition: ResourceDefinition) => {
    let resource = served.get(definition.name);
    if (!resource) {
      resource = servedResource(definition, EXTENSIONS.get(definition.name), ctx);
      served.set(definition.name, resource);
    }
    return resource;
  };

  return async function fieldsOf(request: FastifyRequest, records: AuditedRecord[]): Promise<AuditedView[]> {
    const byEntity = new Map<string, AuditedRecord[]>();
    for (const record of records) {
      const of = byEntity.get(record.entity);
      if (of) of.push(record);
      else byEntity.set(record.entity, [record]);
    }
    const reads = new Map(
      await Promise.all(
        [...byEntity].map(async ([entity, of]) => {
          const definition = definitionOf(entity);
          return [entity, definition ? await readsOf(servedOf(definition), request, of) : undefined] as const;
        }),
      ),
    );
    return records.map((record) => {
      const definition = definitionOf(record.entity);
      const read = reads.get(record.entity);
      if (!definition || !read) return NOTHING;
      const now = read.now.get(record.entityId);
      if (now) return { fields: visibleHistoryFields(definition, now), name: nameOf(definition, now) };
      if (!read.gone(record.entityId) || !record.organisationId || !read.reached.has(record.organisationId))
        return NOTHING;
      const hidden = new Set(hiddenFields(definition, record.snapshot ?? {}));
      const fields = historyFields(definition).filter((field) => !hidden.has(field));
      return { fields, name: hidden.has(definition.display) ? null : nameOf(definition, record.snapshot) };
    });
  };
}
