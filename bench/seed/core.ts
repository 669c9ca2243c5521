import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/** Sizes of the benchmark network (issue 6). */
export const SCALE = {
  itcs: 5,
  sitesPerItc: 80,
  instructors: 60_000,
  participants: 200_000,
};

/**
 * Deterministic ids: md5 of a tag and a number, read as a UUID. Every generator derives its ids
 * this way, so the same seed gives the same data on every machine.
 */
/** `n` is an SQL expression (e.g. the series variable `g`). */
export const id = (tag: string, n: number | string) => sql`md5(${tag} || ${sql.raw(String(n))}::text)::uuid`;

const ITS_FEATURES = ['its_courses', 'its_participant_profiles', 'its_instructor_profile', 'its_instructor_certificates', 'core_organisation_support_tickets'];
const ITC_FEATURES = [
  'itc_organisations_its', 'itc_disciplines', 'itc_instructor_certificates', 'itc_instructor_certificate_approve',
  'itc_instructor_certificate_certify', 'itc_instructor_certificate_import', 'itc_instructors', 'itc_statistics', 'itc_courses', 'core_user_features',
];
const FIRST_NAMES = ['Anna', 'Ben', 'Clara', 'David', 'Elif', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jonas', 'Karla', 'Lukas', 'Mia', 'Noah', 'Olga', 'Paul', 'Rosa', 'Samuel', 'Tina', 'Uwe', 'Vera', 'Yusuf', 'Zoe', 'Jürgen', 'Özlem', 'Mehmet', 'Sophie', 'Maximilian'];
const LAST_NAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Yılmaz', 'Kaya', 'Nowak'];

const pick = (list: string[], expr: string) => sql`(${sql.val(list)}::text[])[1 + abs(hashtext(${sql.raw(expr)}))::int % ${sql.raw(String(list.length))}]`;

/** Organisations (1 internal, 5 ITCs with 80 sites each), their users, profiles and master data. */
export async function seedCore(db: Kysely<Database>, passwordHash: string) {
  const sites = SCALE.itcs * SCALE.sitesPerItc;
  await sql`INSERT INTO organisations (id, name, type, modules) VALUES (${id('org', "'internal'")}, 'Bench Intern', 'internal', '{internal}')`.execute(db);
  await sql`INSERT INTO organisations (id, name, type, modules, city, country)
    SELECT ${id('itc', 'g')}, 'ITC ' || g, 'itc', '{certificates,courses}', 'Stadt ' || g, 'DE' FROM generate_series(1, ${SCALE.itcs}) g`.execute(db);
  await sql`INSERT INTO organisations (id, name, type, parent_id, modules, city, country)
    SELECT ${id('site', 'g')}, 'Trainingszentrum ' || g, 'its', ${id('itc', `(1 + (g - 1) / ${SCALE.sitesPerItc})`)}, '{certificates,courses,support}', 'Ort ' || g, 'DE'
    FROM generate_series(1, ${sites}) g`.execute(db);

  // a coordinator per site, an administrator per ITC, an instructor user per site
  await sql`INSERT INTO users (id, organisation_id, email, password_hash, first_name, last_name, authorizations)
    SELECT ${id('its-user', 'g')}, ${id('site', 'g')}, 'its-' || g || '@bench.example', ${passwordHash}, 'Koordination', 'Standort ' || g, '{ITS_COORDINATOR}'::text[] FROM generate_series(1, ${sites}) g
    UNION ALL
    SELECT ${id('itc-user', 'g')}, ${id('itc', 'g')}, 'itc-' || g || '@bench.example', ${passwordHash}, 'Leitung', 'ITC ' || g, '{USER}'::text[] FROM generate_series(1, ${SCALE.itcs}) g
    UNION ALL
    SELECT ${id('instructor-user', 'g')}, ${id('site', 'g')}, 'instructor-' || g || '@bench.example', ${passwordHash}, 'Instruktor', 'Standort ' || g, '{USER}'::text[] FROM generate_series(1, ${sites}) g`.execute(db);
  await sql`INSERT INTO user_features (user_id, feature, action)
    SELECT ${id('its-user', 'g')}, f, a FROM generate_series(1, ${sites}) g, unnest(${sql.val(ITS_FEATURES)}::text[]) f, unnest('{create,read,update,delete}'::text[]) a
    UNION ALL
    SELECT ${id('itc-user', 'g')}, f, a FROM generate_series(1, ${SCALE.itcs}) g, unnest(${sql.val(ITC_FEATURES)}::text[]) f, unnest('{create,read,update,delete}'::text[]) a
    UNION ALL
    SELECT ${id('instructor-user', 'g')}, 'user_is_instructor', a FROM generate_series(1, ${sites}) g, unnest('{create,read,update,delete}'::text[]) a`.execute(db);

  // participant profiles; the first `instructors` of them are instructors, spread over the sites
  await sql`INSERT INTO participant_profiles (id, organisation_id, user_id, first_name, last_name, email, phone_number, customer_number)
    SELECT ${id('pp', 'g')}, ${id('site', `(1 + (g - 1) % ${sites})`)},
      CASE WHEN g <= ${sites} THEN ${id('instructor-user', 'g')} END,
      ${pick(FIRST_NAMES, "'f' || g")}, ${pick(LAST_NAMES, "'l' || g")},
      'person' || g || '@bench.example', '+49 30 ' || (1000000 + g), 'K-' || g
    FROM generate_series(1, ${SCALE.participants}) g`.execute(db);
  await sql`INSERT INTO instructor_profiles (id, organisation_id, participant_profile_id, status, aha_instructor_id, compensation_per_hour)
    SELECT ${id('ip', 'g')}, ${id('site', `(1 + (g - 1) % ${sites})`)}, ${id('pp', 'g')},
      (ARRAY['FULLTIME','PARTTIME','MINIJOB','FREELANCER'])[1 + g % 4], lpad((10000000000 + g)::text, 11, '0'), 30 + g % 40
    FROM generate_series(1, ${SCALE.instructors}) g`.execute(db);

  await sql`INSERT INTO course_types (organisation_id, name) SELECT ${id('site', 'g')}, t FROM generate_series(1, ${sites}) g, unnest('{BLS Provider,ACLS Provider,PALS Provider,Heartsaver,BLS Instruktor}'::text[]) t`.execute(db);
  await sql`INSERT INTO instructor_types (organisation_id, name) SELECT ${id('site', 'g')}, t FROM generate_series(1, ${sites}) g, unnest('{Lead-Instruktor,Instruktor,Co-Instruktor}'::text[]) t`.execute(db);
  await sql`INSERT INTO venues (organisation_id, name, address) SELECT ${id('site', 'g')}, 'Raum ' || v, 'Straße ' || v || ', Ort ' || g FROM generate_series(1, ${sites}) g, generate_series(1, 6) v`.execute(db);
}
