import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { id, instructorOfSite, participantOfSite, SITES } from './core';

export const COURSES = 40_000;
export const PARTICIPANTS_PER_COURSE = 15;
/** The first courses are large: 30 participants (the benchmark opens one of them). */
export const LARGE_COURSES = 1_000;
const STATUSES = ['NEW', 'PLANNING', 'PREPARATION', 'EXECUTION', 'FOLLOWUP', 'DONE'];

/** 40,000 courses (100 per site) with two trainers and 15 participants each (30 in the first 1,000): 615,000 participants. */
export async function seedCourses(db: Kysely<Database>) {
  const site = '(1 + (c - 1) % ' + SITES + ')';
  await sql`INSERT INTO courses (id, organisation_id, course_type_id, venue_id, start_date, end_date, time, course_format, status, customer, number_of_participants, expected_revenue)
    SELECT ${id('course', 'c')}, ${id('site', site)}, ${id('ct', `${site} * 10 + 1 + c % 5`)}, ${id('venue', `${site} * 10 + 1 + c % 6`)},
      DATE '2024-01-08' + (c % 1100), DATE '2024-01-08' + (c % 1100) + (c % 2), '09:00–17:00',
      (ARRAY['ONSITE','ONLINE','BLENDED'])[1 + c % 3], (${sql.val(STATUSES)}::text[])[1 + abs(hashtext('s' || c)) % 6],
      'Kunde ' || (c % 997), ${PARTICIPANTS_PER_COURSE}, 1500 + c % 3000
    FROM generate_series(1, ${COURSES}) c`.execute(db);
  await sql`INSERT INTO course_trainers (organisation_id, course_id, position, instructor_profile_id, instructor_type, origin)
    SELECT ${id('site', site)}, ${id('course', 'c')}, t, ${id('ip', instructorOfSite(site, `(c / ${SITES} * 2 + t)`))},
      CASE WHEN t = 1 THEN 'instructor' ELSE 'trainee' END, 'own_organisation'
    FROM generate_series(1, ${COURSES}) c, generate_series(1, 2) t`.execute(db);
  await sql`INSERT INTO course_participants (organisation_id, course_id, sequence_number, participant_profile_id, order_number, price)
    SELECT ${id('site', site)}, ${id('course', 'c')}, j, ${id('pp', participantOfSite(site, `(c / ${SITES} * ${PARTICIPANTS_PER_COURSE} + j)`))},
      'B-' || c || '-' || j, 89 + j
    FROM generate_series(1, ${COURSES}) c, generate_series(1, ${PARTICIPANTS_PER_COURSE * 2}) j
    WHERE j <= ${PARTICIPANTS_PER_COURSE} OR c <= ${LARGE_COURSES}`.execute(db);
}
