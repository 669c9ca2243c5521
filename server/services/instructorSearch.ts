import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { likePattern } from '../http/list';

/** The indexed search text of a participant: identical to the index expression of migration 040. */
const searchText = sql`lower(pp.first_name || ' ' || pp.last_name || ' | ' || pp.last_name || ', ' || pp.first_name || ' | ' || coalesce(pp.email, ''))`;

/**
 * The free-text search for instructors: name in either order, e-mail or AHA id, ignoring case. It
 * asks the trigram indexes of migration 040 for the matching instructor profiles first, so a search
 * over a whole ITC does not read every certificate. `column` holds an instructor profile id.
 */
export function instructorMatches(column: string, q: string): RawBuilder<SqlBool> {
  const pattern = likePattern(q.trim().toLowerCase());
  return sql<SqlBool>`${sql.ref(column)} IN (
    SELECT ip.id FROM instructor_profiles ip JOIN participant_profiles pp ON pp.id = ip.participant_profile_id
    WHERE ${searchText} LIKE ${pattern}
    UNION
    SELECT ip.id FROM instructor_profiles ip WHERE ip.aha_instructor_id ILIKE ${pattern})`;
}
