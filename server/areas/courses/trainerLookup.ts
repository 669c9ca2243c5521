import { courseNetworkOf } from '../../../src/domain/courses';
import { inOrganisations } from '../../auth/scope';
import type { WriteContext } from '../../resources/extension';
import type { TrainerLookup } from './members';

/**
 * How a course's write finds a trainer of another organisation by his AHA id: among the
 * instructors of the course's network only (courseNetworkOf), an id held elsewhere answering like
 * an unknown one; each look-up counted against the caller's hourly limit first, found or not.
 */
export function trainerLookup({ trx, request, app }: WriteContext, organisationId: string): TrainerLookup {
  let network: string | undefined;
  return async (ahaInstructorId) => {
    await app.countAhaLookup(request);
    network ??= courseNetworkOf(
      await trx
        .selectFrom('organisations')
        .select(['id', 'type', 'parentId'])
        .where('id', '=', organisationId)
        .executeTakeFirstOrThrow(),
    );
    const profile = await trx
      .selectFrom('instructorProfiles')
      .select('id')
      .where('ahaInstructorId', '=', ahaInstructorId)
      .where('organisationId', '<>', organisationId)
      .where('deleted', '=', false)
      .where(inOrganisations('organisationId', { kind: 'network', itcId: network }))
      .orderBy('updatedAt', 'desc')
      .executeTakeFirst();
    return profile?.id;
  };
}
