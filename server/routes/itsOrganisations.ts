import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { Feature } from '../../src/domain/features';
import { INTERNAL_MODULE, MODULES } from '../../src/domain/organisations';
import { holds } from '../../src/domain/permissions';
import { heldGrants } from '../../src/domain/resources';
import { LIMITS } from '../../src/domain/validation';
import { inScope, scopeOfGrants, type OrgScope } from '../auth/scope';
import type { Db } from '../db/database';
import type { RouteOptions } from '../http/context';
import { conflict, fieldErrors, forbidden, notFound } from '../http/errors';
import {
  applyFilters,
  applyOrderAndRange,
  ListQuerystring,
  parseListQuery,
  sendList,
  type ListSpec,
} from '../http/list';
import { authErrors, IdParams, Nullable, OptionalText, Text, Uuid } from '../http/schemas';
import { audit } from '../services/audit';

/**
 * The training sites (ITS) of an ITC (`/itc/organisations`, itc_organisations_its): list, create
 * and edit name, address, contact and modules. An ITC reaches its own sites; internal staff all.
 */

const RESOURCE = 'its-organisations';
const SITE_MODULES = MODULES.filter((m) => m !== INTERNAL_MODULE);

const fields = {
  name: Text(LIMITS.name),
  street: OptionalText(),
  houseNumber: OptionalText(20),
  zipCode: OptionalText(20),
  city: OptionalText(),
  country: OptionalText(60),
  contactName: OptionalText(),
  contactEmail: Type.Optional(
    Nullable(Type.Union([Type.String({ format: 'email', maxLength: LIMITS.email }), Type.Literal('')])),
  ),
  phone: OptionalText(50),
  modules: Type.Optional(
    Type.Array(Type.Union(SITE_MODULES.map((m) => Type.Literal(m))), {
      uniqueItems: true,
      maxItems: SITE_MODULES.length,
    }),
  ),
};
const CreateBody = Type.Object({ ...fields, parentId: Type.Optional(Uuid) }, { additionalProperties: false });
const UpdateBody = Type.Partial(Type.Object(fields), { additionalProperties: false });

const DEFAULT_MODULES = ['certificates', 'courses'];

/** Features of ITC staff who read the sites without managing them. */
const SITE_READERS: readonly Feature[] = [
  'itc_instructors',
  'itc_instructor_certificates',
  'itc_instructor_certificate_approve',
  'itc_instructor_certificate_certify',
  'itc_instructor_certificate_import',
];

const selectSites = (db: Db) =>
  db
    .selectFrom('organisations as r')
    .innerJoin('organisations as parent', 'parent.id', 'r.parentId')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.type',
      'r.parentId',
      'parent.name as parentName',
      'r.street',
      'r.houseNumber',
      'r.zipCode',
      'r.city',
      'r.country',
      'r.contactName',
      'r.contactEmail',
      'r.phone',
      'r.modules',
      'r.deleted',
      'r.createdAt',
      'r.updatedAt',
      eb
        .selectFrom('instructorProfiles as i')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('i.organisationId', '=', 'r.id')
        .where('i.deleted', '=', false)
        .as('instructorCount'),
    ])
    .where('r.type', '=', 'its');

const spec: ListSpec = {
  sortable: {
    name: 'r.name',
    city: 'r.city',
    zipCode: 'r.zipCode',
    contactName: 'r.contactName',
    parentName: 'parent.name',
    createdAt: 'r.createdAt',
    updatedAt: 'r.updatedAt',
  },
  defaultSort: { field: 'name', order: 'ASC' },
  search: ['r.name', 'r.city', 'r.zipCode', 'r.street', 'r.contactName', 'r.contactEmail'],
  filters: {
    id: { type: 'uuids', column: 'r.id' },
    parentId: { type: 'uuid', column: 'r.parentId' },
    deleted: { type: 'boolean', column: 'r.deleted' },
  },
  idColumn: 'r.id',
};

/** Trims texts; empty optional texts become null. */
const clean = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value]),
  );

export const itsOrganisationRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx, version }) => {
  const tags = [RESOURCE];
  const db = ctx.db;

  /**
   * The ITCs whose sites the caller reaches with `action`; 403 without the feature. ITC staff
   * working on certificates or instructors read the sites too (filters, moving certificates).
   */
  function scopeFor(request: FastifyRequest, action: string): OrgScope {
    const grants = heldGrants(request.user, RESOURCE, action);
    if (grants.length) return scopeOfGrants(request.user, grants);
    const reader = action === 'read' ? SITE_READERS.find((feature) => holds(request.user, feature)) : undefined;
    if (!reader) throw forbidden();
    return scopeOfGrants(request.user, [{ feature: reader, reach: 'itc' }]);
  }

  /** Sites are reached through their ITC (the parent): an ITC's scope holds itself and its sites. */
  const parentInScope = (scope: OrgScope) =>
    scope.kind === 'all' ? sql<SqlBool>`true` : sql<SqlBool>`r.parent_id = ${scope.organisationId}`;

  async function siteInScope(executor: Db, id: string, scope: OrgScope, lock = false) {
    let query = selectSites(executor).where('r.id', '=', id).where(parentInScope(scope));
    if (lock) query = query.forUpdate('r');
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  async function assertUniqueName(executor: Db, name: string, parentId: string, exceptId?: string) {
    let query = executor
      .selectFrom('organisations')
      .select('id')
      .where('parentId', '=', parentId)
      .where('deleted', '=', false)
      .where(sql<SqlBool>`lower(name) = ${name.trim().toLowerCase()}`);
    if (exceptId) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw conflict('NOT_UNIQUE', undefined, { name: 'Value already exists.' });
  }

  app.get(
    `/${RESOURCE}`,
    { schema: { tags, querystring: ListQuerystring, response: { 200: Type.Unknown(), ...authErrors } } },
    async (request, reply) => {
      const query = parseListQuery(version, request.query);
      const filtered = applyFilters(
        selectSites(db).where(parentInScope(scopeFor(request, 'read'))),
        spec,
        query.filter,
      );
      const [rows, { total }] = await Promise.all([
        applyOrderAndRange(filtered, spec, query).execute(),
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return sendList(reply, version, RESOURCE, query, rows, total);
    },
  );

  app.get(
    `/${RESOURCE}/:id`,
    { schema: { tags, params: IdParams, response: { 200: Type.Unknown(), ...authErrors } } },
    async (request) => siteInScope(db, request.params.id, scopeFor(request, 'read')),
  );

  app.post(
    `/${RESOURCE}`,
    {
      config: { access: ['itc_organisations_its'] },
      schema: { tags, body: CreateBody, response: { 201: Type.Unknown(), 409: authErrors[400], ...authErrors } },
    },
    async (request, reply) => {
      const scope = scopeFor(request, 'create');
      const { parentId: requested, ...values } = request.body;
      // an ITC creates sites of its own; internal staff name the ITC
      const parentId =
        requested ?? (request.user.organisation.type === 'itc' ? request.user.organisation.id : undefined);
      if (!parentId) throw fieldErrors({ parentId: { key: 'required' } });
      const parent = await db
        .selectFrom('organisations as r')
        .select(['r.id', 'r.type'])
        .where('r.id', '=', parentId)
        .where(scope.kind === 'all' ? sql<SqlBool>`true` : inScope('r.id', scope))
        .executeTakeFirst();
      if (!parent) throw notFound();
      if (parent.type !== 'itc') throw fieldErrors({ parentId: { key: 'invalidValue' } });
      const row = await db.transaction().execute(async (trx) => {
        await assertUniqueName(trx, values.name, parent.id);
        const { id } = await trx
          .insertInto('organisations')
          .values({
            ...(clean(values) as { name: string }),
            modules: values.modules ?? DEFAULT_MODULES,
            type: 'its',
            parentId: parent.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await siteInScope(trx, id, scope);
        await audit(trx, {
          organisationId: id,
          userId: request.user.id,
          entity: RESOURCE,
          entityId: id,
          action: 'create',
          after: created,
        });
        return created;
      });
      return reply.status(201).send(row);
    },
  );

  app.patch(
    `/${RESOURCE}/:id`,
    {
      config: { access: ['itc_organisations_its'] },
      schema: {
        tags,
        params: IdParams,
        body: UpdateBody,
        response: { 200: Type.Unknown(), 409: authErrors[400], ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeFor(request, 'update');
      const values = clean(request.body);
      return db.transaction().execute(async (trx) => {
        const before = await siteInScope(trx, request.params.id, scope, true);
        if (before.deleted) throw conflict('DELETED');
        if (typeof values.name === 'string') await assertUniqueName(trx, values.name, before.parentId!, before.id);
        if (Object.keys(values).length) {
          await trx
            .updateTable('organisations')
            .set({ ...values, updatedAt: new Date() })
            .where('id', '=', before.id)
            .execute();
        }
        const after = await siteInScope(trx, before.id, scope);
        await audit(trx, {
          organisationId: before.id,
          userId: request.user.id,
          entity: RESOURCE,
          entityId: before.id,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },
  );
};
