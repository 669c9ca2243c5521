import type { FastifyRequest } from 'fastify';
import type { Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import type { AnyDb, Row } from '../extension';
import { answer, detailed } from '../rows/answers';
import { rowInScope, rowToChange } from '../rows/query';
import { versionOf } from '../rows/version';
import { scopeFor } from '../rows/scope';
import type { ServedResource } from '../served';
import { auditChange } from './audit';
import { someFound, writeEach } from './each';
import { updateTogether } from './together';
import { assertUnique, clean } from './values';
import { assertVersion, assertVersions, type Expected, type SeenVersions } from './versions';

/** How a change is audited: `undo` where it writes back what a bulk change replaced ("Undo"). */
export type ChangeAction = 'update' | 'undo';

/** Changes one row the caller may change (locked, checked), with its audit row; answers it as read inside the scope. */
async function change(
  resource: ServedResource,
  trx: Db,
  request: FastifyRequest,
  scope: Scope,
  id: string,
  values: Record<string, unknown>,
  expected?: Expected,
  action: ChangeAction = 'update',
) {
  const { definition, extension, ctx, table } = resource;
  const executor = trx as unknown as AnyDb;
  const before = await rowToChange(resource, executor, request, id, scope);
  extension.guard?.(request, before, 'update');
  await assertVersion(resource, request, before, expected);
  if (before.deleted) throw conflict('DELETED');
  // read before the write: a detail joins rows the update replaces (a course's roster)
  const snapshot = await detailed(resource, trx, request, before);
  const ownerId = before[definition.owner] as string;
  await assertUnique(resource, executor, values, ownerId, id);
  await extension.check?.(trx, values, ownerId, id);
  if (extension.update) await extension.update({ trx, request, app: ctx }, before, values);
  else if (Object.keys(values).length) {
    await executor
      .updateTable(table)
      .set({ ...values, ...(definition.timestamps === false ? {} : { updatedAt: new Date() }) })
      .where('id', '=', id)
      .execute();
  }
  const after = await rowInScope(resource, executor, request, id, scope);
  const detail = await detailed(resource, trx, request, after);
  await auditChange(resource, trx, request, ownerId, id, { action, before: snapshot, after: detail });
  return after;
}

/**
 * Changes the rows, each checked like one, all or none (one transaction); with the versions the
 * caller saw, none if any of them changed since (412 naming them).
 */
export async function updateRows(
  resource: ServedResource,
  request: FastifyRequest,
  ids: readonly string[],
  body: Record<string, unknown>,
  seen?: SeenVersions,
  action?: ChangeAction,
) {
  const scope = scopeFor(resource, request, 'update');
  const values = clean(body);
  const rows = [...new Set(ids)];
  return resource.ctx.db.transaction().execute(async (trx) => {
    const locked = (id: string) => rowToChange(resource, trx as unknown as AnyDb, request, id, scope);
    await assertVersions(rows, seen, locked, resource);
    const changed: Row[] = [];
    for (const id of rows) changed.push(await change(resource, trx, request, scope, id, values, undefined, action));
    return changed;
  });
}

/** One row of an edit: its own values, and the version the caller saw. */
export interface RowEdit {
  id: string;
  values: Record<string, unknown>;
  version?: string;
}

/**
 * Changes each row that may be changed, in one transaction, and reports the others ("Edit N
 * selected", and the list's grid, where each row has its own values): a row outside the caller's
 * reach (as not found, like an id that does not exist), one a rule refuses, one changed since the
 * version the caller saw, or deleted, is left as it was and named with its reason; the others are
 * written with one audit row each, and their new versions are answered. The rows are written
 * together where the rules allow (`updateTogether`), the rest one by one (`writeEach`).
 */
export async function updateEach(
  resource: ServedResource,
  request: FastifyRequest,
  edits: readonly RowEdit[],
  action: ChangeAction = 'update',
) {
  const scope = scopeFor(resource, request, 'update');
  const byId = new Map(edits.map((edit) => [edit.id, { ...edit, values: clean(edit.values) }]));
  // the version each saved row has now: what an undo of this change sends
  const versions: Record<string, string> = {};
  const outcome = await resource.ctx.db.transaction().execute(async (trx) => {
    const together = await updateTogether(resource, trx, request, scope, [...byId.values()], action);
    for (const row of together.saved) versions[row.id] = versionOf(resource, row);
    const alone = await writeEach(
      trx,
      together.alone.map((edit) => edit.id),
      async (id) => {
        const { values, version } = byId.get(id)!;
        versions[id] = versionOf(resource, await change(resource, trx, request, scope, id, values, version, action));
      },
    );
    return {
      saved: [...together.saved.map((row) => row.id), ...alone.saved],
      refused: [...together.refused, ...alone.refused],
    };
  });
  // in the order the rows were sent
  const order = new Map([...byId.keys()].map((id, index) => [id, index]));
  const sent = (a: string, b: string) => order.get(a)! - order.get(b)!;
  const { saved, refused } = someFound({
    saved: outcome.saved.sort(sent),
    refused: outcome.refused.sort((a, b) => sent(a.id, b.id)),
  });
  return { saved, refused, versions };
}

/** Changes one row, unless it changed since the version the caller saw (412 with it as it is now); answers it as a read would. */
export async function updateRow(
  resource: ServedResource,
  request: FastifyRequest,
  id: string,
  body: Record<string, unknown>,
  expected?: Expected,
) {
  const scope = scopeFor(resource, request, 'update');
  const row = await resource.ctx.db
    .transaction()
    .execute((trx) => change(resource, trx, request, scope, id, clean(body), expected));
  return answer(resource, request, row);
}
