import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { id, SITES } from './core';

export const COMMENTS = 100_000;

/** 100,000 comments and tickets of the internal staff on the sites (a quarter visible to the site). */
export async function seedComments(db: Kysely<Database>) {
  await sql`INSERT INTO organisation_comments (organisation_id, type, comment, visible_to_customer, created_by, created_at, updated_at)
    SELECT ${id('site', `(1 + (n - 1) % ${SITES})`)}, CASE WHEN n % 5 = 0 THEN 'ticket' ELSE 'comment' END,
      'Notiz ' || n || ': Rückruf wegen Kursplanung vereinbart.', n % 4 = 0, ${id('its-user', `(1 + (n - 1) % ${SITES})`)},
      now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    FROM generate_series(1, ${COMMENTS}) n`.execute(db);
}
