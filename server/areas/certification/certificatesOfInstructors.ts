import { heldOf } from '../../../src/domain/access';
import { CERTIFICATE_READERS, today } from '../../../src/domain/certificates';
import type { SessionUser } from '../../../src/domain/session';
import { scopeOf } from '../../auth/scope';
import type { Db } from '../../db/database';
import { certificateDisplayStatusSql, certificatesJoined, certificatesIn } from './queries';

/** One certificate of an instructor profile as the profile answers it. */
export interface InstructorCertificate {
  id: string;
  disciplineId: string;
  disciplineName: string;
  disciplineType: string;
  status: string;
  certificationDate: string | null;
  expiryDate: string | null;
  displayStatus: string;
}

/**
 * The certificates of instructor profiles (§3: an instructor profile has certificates), as far as
 * the reader may see certificates: whoever plans courses with the site's instructors but handles
 * no certificates sees none. Newest first within each discipline.
 */
export async function certificatesOfInstructors(
  db: Db,
  user: SessionUser,
  instructorIds: readonly string[],
): Promise<Map<string, InstructorCertificate[]>> {
  const scope = scopeOf(user, heldOf(user, CERTIFICATE_READERS, 'read'));
  const byInstructor = new Map<string, InstructorCertificate[]>();
  if (!scope || !instructorIds.length) return byInstructor;
  const rows = await certificatesJoined(db)
    .select([
      'r.id',
      'r.instructorId',
      'r.disciplineId',
      'd.name as disciplineName',
      'r.disciplineType',
      'r.status',
      'r.certificationDate',
      'r.expiryDate',
      certificateDisplayStatusSql(today()).as('displayStatus'),
    ])
    .where('r.instructorId', 'in', instructorIds)
    .where(certificatesIn(scope))
    .orderBy('d.name')
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id')
    .execute();
  for (const { instructorId, ...certificate } of rows) {
    const list = byInstructor.get(instructorId) ?? [];
    list.push(certificate);
    byInstructor.set(instructorId, list);
  }
  return byInstructor;
}
