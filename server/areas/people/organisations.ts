import { sql, type SqlBool } from 'kysely';
import { INTERNAL_MODULE, MODULES } from '../../../src/domain/organisations';
import { reaches } from '../../auth/scope';
import type { Db } from '../../db/database';
import { conflict, fieldErrors } from '../../http/errors';
import type { AnyDb, ResourceExtension } from '../../resources/extension';

/** Each organisation with itself as owner (audit rows land on it) and its parent's name. */
const organisationRows = (db: AnyDb) =>
  db
    .selectFrom('organisations as x')
    .leftJoin('organisations as p', 'p.id', 'x.parentId')
    .selectAll('x')
    .select(['x.id as organisationId', 'x.name as organisationName', 'p.name as parentName']);

/** The organisations above `id` (its parent, the parent's parent, …), itself included. */
async function lineOf(trx: Db, id: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    WITH RECURSIVE line(id, parent_id) AS (
      SELECT id, parent_id FROM organisations WHERE id = ${id}
      UNION SELECT o.id, o.parent_id FROM organisations o JOIN line l ON o.id = l.parent_id
    )
    SELECT id FROM line`.execute(trx);
  return rows.map((row) => row.id);
}

/**
 * Rules on every organisation written by internal staff: a site (ITS) hangs below an ITC, no
 * organisation below itself, one internal organisation, which alone holds (and keeps) the
 * internal module (it opens every organisation's data), names unique among those not deleted.
 */
async function checkOrganisation(trx: Db, values: Record<string, unknown>, id?: string) {
  const before = id
    ? await trx.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    : undefined;
  const type = (values.type as string | undefined) ?? before!.type;
  // a list has no "empty" value: null clears it
  if ('modules' in values && values.modules == null) values.modules = [];
  const modules = (values.modules as string[] | undefined) ?? before?.modules ?? [];
  const parentId = 'parentId' in values ? (values.parentId as string | null) : (before?.parentId ?? null);

  if (type === 'internal' && !before) {
    const internal = await trx
      .selectFrom('organisations')
      .select('id')
      .where('type', '=', 'internal')
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (internal) throw fieldErrors({ type: { key: 'oneInternal' } });
  }
  if (modules.includes(INTERNAL_MODULE) !== (type === 'internal'))
    throw fieldErrors({ modules: { key: 'internalModule' } });

  // a parent is checked when it is set, not again on every other change
  const parentSet = !before || 'parentId' in values;
  if (parentSet && parentId) {
    const parent = await trx
      .selectFrom('organisations')
      .select(['type', 'deleted'])
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent || parent.deleted) throw fieldErrors({ parentId: { key: 'invalidValue' } });
    if (type === 'its' && parent.type !== 'itc') throw fieldErrors({ parentId: { key: 'siteNeedsItc' } });
    if (id && (await lineOf(trx, parentId)).includes(id)) throw fieldErrors({ parentId: { key: 'parentCycle' } });
  } else if (parentSet && type === 'its') throw fieldErrors({ parentId: { key: 'siteNeedsItc' } });

  if (typeof values.name === 'string') {
    let same = trx
      .selectFrom('organisations')
      .select('id')
      .where(sql`lower(name)`, '=', values.name.trim().toLowerCase())
      .where('deleted', '=', false);
    if (id) same = same.where('id', '<>', id);
    if (await same.executeTakeFirst()) throw conflict('NOT_UNIQUE', undefined, { name: 'Value already exists.' });
  }
}

/** Every organisation, for internal staff (src/domain/resources/organisations.ts). */
export const organisations: ResourceExtension = {
  name: 'organisations',
  rows: (db, { scope }) => db.selectFrom(organisationRows(db).as('r')).selectAll('r').where(reaches(scope, 'r.id')),
  lock: async (trx, id) => {
    await trx.selectFrom('organisations').select('id').where('id', '=', id).forUpdate().execute();
  },
  columns: { organisationName: 'r.organisationName', parentName: 'r.parentName' },
  filters: {
    modules: { type: { enum: MODULES }, where: (module: string) => sql<SqlBool>`${module} = ANY(r.modules)` },
  },
  // a new organisation owns itself: the caller's (internal) organisation only stands in for the create's audit row
  ownerOf: async (_db, request) => request.user.organisation.id,
  check: (trx, values, _owner, id) => checkOrganisation(trx, values, id),
  async create({ trx }, values) {
    const { id } = await trx
      .insertInto('organisations')
      .values({
        ...(values as { name: string; type: string }),
        modules: (values.modules as string[] | undefined) ?? [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  guard(_request, row, action) {
    if (action === 'delete' && row.type === 'internal') throw conflict('INTERNAL_ORGANISATION');
  },
};
