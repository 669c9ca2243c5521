import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../src/domain/resources';
import type { AppContext } from '../http/context';
import type { Db } from '../db/database';
import { conflict } from '../http/errors';
import { audit, type AuditEntry } from '../services/audit';
import type { AnyDb, ResourceExtension, Row } from './extension';
import type { RowAccess } from './rows';
import { tableOf } from './table';

type Change = Pick<AuditEntry, 'action' | 'before' | 'after'>;

/** Trims texts; empty optional values become null. */
const clean = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value]),
  );

/**
 * The writes of a resource, each one transaction with its audit rows: create, update of one or
 * many rows (each checked like one, all or none), soft delete and restore, or removal.
 */
export function rowWrites(
  definition: ResourceDefinition,
  extension: ResourceExtension,
  ctx: AppContext,
  { scopeFor, rowInScope, rowToChange, detailed, answer, assertUnique, ownerInScope }: RowAccess,
) {
  const { name, owner } = definition;
  const table = tableOf(definition, extension);
  /** The audit row of a change to a row, in the change's transaction. */
  const record = (trx: Db, request: FastifyRequest, ownerId: string, id: string, entry: Change) =>
    audit(trx, { organisationId: ownerId, userId: request.user.id, entity: name, entityId: id, ...entry });

  /** Creates a row in an organisation the caller reaches; answers it as a read would. */
  async function createRow(request: FastifyRequest) {
    const scope = scopeFor(request, 'create');
    const { [owner]: requested, ...fields } = request.body as Record<string, unknown>;
    const values = clean(fields);
    const ownerId = extension.ownerOf
      ? await extension.ownerOf(ctx.db, request, values)
      : await ownerInScope((requested as string | undefined) ?? request.user.organisation.id, scope);
    let afterCommit: (() => void) | undefined;
    const row = await ctx.db.transaction().execute(async (trx) => {
      await assertUnique(trx, values, ownerId);
      await extension.check?.(trx, values, ownerId);
      const written = extension.create
        ? await extension.create({ trx, request, app: ctx }, values, ownerId)
        : (
            await (trx as unknown as AnyDb)
              .insertInto(table)
              .values({ ...values, [owner]: ownerId })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      const id = typeof written === 'string' ? written : written.id;
      if (typeof written !== 'string') afterCommit = written.afterCommit;
      const created = await rowInScope(trx as unknown as AnyDb, request, id, scope);
      await record(trx, request, ownerId, id, { action: 'create', after: await detailed(trx, request, created) });
      return created;
    });
    afterCommit?.();
    return answer(request, row);
  }

  /** Changes the rows, each checked like one, all or none. */
  async function updateRows(request: FastifyRequest, ids: string[], body: Record<string, unknown>) {
    const scope = scopeFor(request, 'update');
    const values = clean(body);
    return ctx.db.transaction().execute(async (trx) => {
      const changed: Row[] = [];
      for (const id of new Set(ids)) {
        const before = await rowToChange(trx as unknown as AnyDb, request, id, scope);
        extension.guard?.(request, before, 'update');
        if (before.deleted) throw conflict('DELETED');
        // read before the write: a detail joins rows the update replaces (a course's roster)
        const snapshot = await detailed(trx, request, before);
        const ownerId = before[owner] as string;
        await assertUnique(trx as unknown as AnyDb, values, ownerId, id);
        await extension.check?.(trx, values, ownerId, id);
        if (extension.update) await extension.update({ trx, request, app: ctx }, before, values);
        else if (Object.keys(values).length) {
          await (trx as unknown as AnyDb)
            .updateTable(table)
            .set({ ...values, ...(definition.timestamps === false ? {} : { updatedAt: new Date() }) })
            .where('id', '=', id)
            .execute();
        }
        const after = await rowInScope(trx as unknown as AnyDb, request, id, scope);
        await record(trx, request, ownerId, id, {
          action: 'update',
          before: snapshot,
          after: await detailed(trx, request, after),
        });
        changed.push(after);
      }
      return changed;
    });
  }

  /** Soft delete or restore of some rows; a resource kept for good removes them (its extension). */
  async function setDeleted(request: FastifyRequest, ids: string[], deleted: boolean): Promise<Row[]> {
    const scope = scopeFor(request, 'delete');
    return ctx.db.transaction().execute(async (trx) => {
      const result: Row[] = [];
      for (const id of new Set(ids)) {
        const executor = trx as unknown as AnyDb;
        const before = await rowToChange(executor, request, id, scope);
        extension.guard?.(request, before, 'delete');
        const ownerId = before[owner] as string;
        if (!definition.softDelete) {
          const kept = await extension.remove!({ trx, request, app: ctx }, await detailed(trx, request, before));
          await record(trx, request, ownerId, id, { action: 'delete', before: kept ?? before });
          result.push(before);
          continue;
        }
        if (before.deleted === deleted) {
          result.push(before);
          continue;
        }
        if (!deleted) await assertUnique(executor, before, ownerId, id);
        let action = deleted ? 'delete' : 'restore';
        if (extension.setDeleted) action = await extension.setDeleted({ trx, request, app: ctx }, before, deleted);
        else {
          await executor
            .updateTable(table)
            .set({ deleted, ...(definition.timestamps === false ? {} : { updatedAt: new Date() }) })
            .where('id', '=', id)
            .execute();
        }
        await record(trx, request, ownerId, id, { action, before: { deleted: !deleted }, after: { deleted } });
        result.push(await rowInScope(executor, request, id, scope));
      }
      return result;
    });
  }

  return { createRow, updateRows, setDeleted };
}
