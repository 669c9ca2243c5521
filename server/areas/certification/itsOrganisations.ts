import { heldOf } from '../../../src/domain/access';
import type { Grant } from '../../../src/domain/resources';
import { scopeOf } from '../../auth/scope';
import { fieldErrors } from '../../http/errors';
import type { ResourceExtension } from '../../resources/extension';

/** A new site's modules unless the ITC chooses. */
const DEFAULT_MODULES = ['certificates', 'courses'];

/** ITC staff working on certificates or instructors read the sites too (filters, moving certificates). */
const SITE_READERS: readonly Grant[] = [
  'itc_instructors',
  'itc_instructor_certificates',
  'itc_instructor_certificate_approve',
  'itc_instructor_certificate_certify',
  'itc_instructor_certificate_import',
].map((feature) => ({ feature, reach: 'itc', actions: ['read'] }) as Grant);

/**
 * The training sites of an ITC: rows of `organisations` of type `its`, owned by their ITC
 * (`parentId`), with how many instructors each has.
 */
export const itsOrganisations: ResourceExtension = {
  name: 'its-organisations',
  table: 'organisations',
  readScope: (user) => scopeOf(user, heldOf(user, SITE_READERS, 'read')),
  select: (query) =>
    query.where('r.type', '=', 'its').select((eb) => [
      eb
        .selectFrom('instructorProfiles as i')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('i.organisationId', '=', 'r.id')
        .where('i.deleted', '=', false)
        .as('instructorCount'),
    ]),
  // an ITC creates sites of its own; internal staff name the ITC
  async check(db, _values, parentId, id) {
    if (id) return;
    const parent = await db.selectFrom('organisations').select('type').where('id', '=', parentId).executeTakeFirst();
    if (parent?.type !== 'itc') throw fieldErrors({ parentId: { key: 'invalidValue' } });
  },
  async create({ trx }, values, parentId) {
    const { id } = await trx
      .insertInto('organisations')
      .values({
        ...(values as { name: string }),
        modules: (values.modules as string[] | null | undefined) ?? DEFAULT_MODULES,
        type: 'its',
        parentId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
};
