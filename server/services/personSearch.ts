import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { likePattern } from '../http/list';

/**
 * Whether a participant profile (the table under `alias`) matches a typed text: the person's name
 * in either order ("Paul Frank", "Frank, Paul") or his e-mail, ignoring case. The expression is
 * the one of the trigram indexes of migrations 040 and 096, so PostgreSQL can answer it from them.
 */
export function personMatches(alias: string, text: string): RawBuilder<SqlBool> {
  const p = sql.raw(alias);
  const pattern = likePattern(text.trim().toLowerCase());
  return sql<SqlBool>`lower(${p}.first_name || ' ' || ${p}.last_name || ' | ' || ${p}.last_name || ', ' || ${p}.first_name || ' | ' || coalesce(${p}.email, '')) LIKE ${pattern}`;
}
