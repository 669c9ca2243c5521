import { today } from '../../../src/domain/certificates';
import { heldGrants } from '../../../src/domain/access';
import type { FollowUpOverdueData } from '../../../src/domain/dashboardData';
import { courses } from '../../areas/courses/courses';
import { followUpOverdueSql } from '../../areas/courses/queries';
import { scopeOf } from '../../auth/scope';
import type { AnyDb } from '../../resources/extension';
import type { CardSource } from './cardSource';

/**
 * The site's courses in follow-up past their course type's deadline: counted on the rows the
 * course list of the site (`/its/courses`, scope its) reads, with the filter it applies, so the
 * number and the list it links to agree. A card to act on: left out while nothing is overdue.
 */
export const itsFollowUpOverdue: CardSource = async (db, user) => {
  const scope = scopeOf(user, heldGrants(user, 'courses', 'read'), 'own');
  if (!scope) return null;
  const day = today();
  const { count } = await courses.rows!(db as unknown as AnyDb, { user, scope, day })
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(followUpOverdueSql(day))
    .executeTakeFirstOrThrow();
  if (!Number(count)) return null;
  const data: FollowUpOverdueData = { count: Number(count) };
  return { data };
};
