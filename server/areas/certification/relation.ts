import type { Relation } from '../../../src/domain/certificates';
import type { SessionUser } from '../../../src/domain/session';
import { contains, organisationsOf } from '../../auth/scope';

/** What decides how a user relates to a certificate; the certificate rows of queries.ts carry it. */
export interface RelationFacts {
  organisationId: string;
  organisationParentId: string | null;
  instructorUserId: string | null;
}

/**
 * How the user relates to one certificate, by the rules the lists scope with (scope.ts): `own` and
 * `itc` are the organisations his grants of that reach reach, `my` his own instructor profiles. The
 * answer's `actions` and `editable` and the checks of single rows come from it, so they agree with
 * the lists.
 */
export function relationOf(user: SessionUser, row: RelationFacts): Relation {
  const organisation = { id: row.organisationId, parentId: row.organisationParentId };
  return {
    own: contains(organisationsOf(user, false), organisation),
    itc: contains(organisationsOf(user, true), organisation),
    my: !!row.instructorUserId && row.instructorUserId === user.id,
  };
}
