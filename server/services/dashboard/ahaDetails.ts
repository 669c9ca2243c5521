import type { AhaDetailsData } from '../../../src/domain/dashboardData';
import { withPerson } from '../../areas/certification/queries';
import type { CardSource } from './cardSource';

/**
 * AHA details: the instructor's AHA instructor id at each organisation where he has an instructor
 * profile (his own profiles only, not deleted), with the profile data that belongs to it. Left out
 * for a user without one (an administrator holds the feature, not a profile).
 */
export const ahaDetails: CardSource = async (db, user) => {
  const profiles = await withPerson(db.selectFrom('instructorProfiles as i'))
    .innerJoin('organisations as o', 'o.id', 'i.organisationId')
    .select([
      'i.id as instructorProfileId',
      'o.id as organisationId',
      'o.name as organisationName',
      'i.ahaInstructorId',
      'i.status',
      'i.cellPhone',
      'i.googleEmail',
      'i.clothingSize',
      'i.compensationPerHour',
      'p.qualification',
    ])
    .where('p.userId', '=', user.id)
    .where('i.deleted', '=', false)
    .where('p.deleted', '=', false)
    .orderBy('o.name')
    .orderBy('i.id')
    .execute();
  if (!profiles.length) return null;
  const data: AhaDetailsData = { profiles };
  return { data };
};
