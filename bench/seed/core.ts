import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/** Sizes of the benchmark network (issue 6). */
export const SCALE = {
  itcs: 5,
  sitesPerItc: 80,
  instructors: 60_000,
  participants: 200_000,
  /** The first sites are large training centres with a third of all instructors. */
  largeSites: 10,
  instructorsAtLargeSites: 20_000,
};
export const SITES = SCALE.itcs * SCALE.sitesPerItc;
const SMALL_SITES = SITES - SCALE.largeSites;

/** The site (1..SITES) of participant profile g; profiles 1..instructors are the instructors. */
export const siteOfPerson = (g: string) =>
  `(CASE WHEN ${g} <= ${SCALE.instructorsAtLargeSites} THEN 1 + (${g} - 1) % ${SCALE.largeSites}
     WHEN ${g} <= ${SCALE.instructors} THEN ${SCALE.largeSites + 1} + (${g} - ${SCALE.instructorsAtLargeSites + 1}) % ${SMALL_SITES}
     ELSE 1 + (${g} - ${SCALE.instructors + 1}) % ${SITES} END)`;

/** The k-th instructor (0-based) of site s, as a participant profile number. */
export const instructorOfSite = (s: string, k: string) =>
  `(CASE WHEN ${s} <= ${SCALE.largeSites} THEN ${s} + ${SCALE.largeSites} * (${k} % ${SCALE.instructorsAtLargeSites / SCALE.largeSites})
     ELSE ${SCALE.instructorsAtLargeSites} + (${s} - ${SCALE.largeSites}) + ${SMALL_SITES} * (${k} % ${Math.floor((SCALE.instructors - SCALE.instructorsAtLargeSites) / SMALL_SITES)}) END)`;

/** Participants who are not instructors: PARTICIPANTS_PER_SITE at each site. */
export const PARTICIPANTS_PER_SITE = Math.floor((SCALE.participants - SCALE.instructors) / SITES);
export const participantOfSite = (s: string, k: string) =>
  `(${SCALE.instructors} + ${s} + ${SITES} * (${k} % ${PARTICIPANTS_PER_SITE}))`;

/**
 * Deterministic ids: md5 of a tag and a number, read as a UUID. Every generator derives its ids
 * this way, so the same seed gives the same data on every machine.
 */
/** `n` is an SQL expression (e.g. the series variable `g`). */
export const id = (tag: string, n: number | string) => sql`md5(${tag} || (${sql.raw(String(n))})::text)::uuid`;

const ITS_FEATURES = [
  'its_courses',
  'its_participant_profiles',
  'its_instructor_profile',
  'its_instructor_certificates',
  'core_organisation_support_tickets',
];
const ITC_FEATURES = [
  'itc_organisations_its',
  'itc_disciplines',
  'itc_instructor_certificates',
  'itc_instructor_certificate_approve',
  'itc_instructor_certificate_certify',
  'itc_instructor_certificate_import',
  'itc_instructors',
  'itc_statistics',
  'itc_courses',
  'core_user_features',
];
const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Karla',
  'Lukas',
  'Mia',
  'Noah',
  'Olga',
  'Paul',
  'Rosa',
  'Samuel',
  'Tina',
  'Uwe',
  'Vera',
  'Yusuf',
  'Zoe',
  'Jürgen',
  'Özlem',
  'Mehmet',
  'Sophie',
  'Maximilian',
  'Lena',
  'Tobias',
  'Katrin',
  'Dirk',
  'Sabine',
  'Thomas',
  'Julia',
  'Stefan',
  'Nina',
  'Markus',
  'Laura',
  'Sven',
  'Heike',
  'Frank',
  'Aylin',
  'Emre',
  'Marta',
  'Piotr',
  'Sandra',
  'Oliver',
  'Petra',
  'Jan',
  'Svenja',
  'Björn',
  'Miriam',
  'Henrik',
  'Ines',
  'Matthias',
];
// a few hundred family names (stems with endings), as diverse as a real register of people
const LAST_NAMES = [
  'Berg',
  'Schmid',
  'Wald',
  'Roth',
  'Haus',
  'Stein',
  'Brand',
  'Kirch',
  'Feld',
  'Hof',
  'Linden',
  'Weiß',
  'Gru',
  'Kraus',
  'Leh',
  'Bach',
  'Eich',
  'Horn',
  'Sommer',
  'Winter',
]
  .flatMap((stem) =>
    ['', 'mann', 'er', 'meier', 'hausen', 'berger', 'inger', 's', 'ke', 'le', 'wald', 'brück', 'ner', 'hoff'].map(
      (end) => `${stem}${end}`,
    ),
  )
  .concat(['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Yılmaz', 'Kaya', 'Nowak', 'Kowalski', 'Öztürk']);

const pick = (list: string[], expr: string) =>
  sql`(${sql.val(list)}::text[])[1 + abs(hashtext(${sql.raw(expr)}))::int % ${sql.raw(String(list.length))}]`;

/** Organisations (1 internal, 5 ITCs with 80 sites each), their users, profiles and master data. */
export async function seedCore(db: Kysely<Database>, passwordHash: string) {
  const sites = SITES;
  await sql`INSERT INTO organisations (id, name, type, modules) VALUES (${id('org', "'internal'")}, 'Bench Intern', 'internal', '{internal}')`.execute(
    db,
  );
  await sql`INSERT INTO organisations (id, name, type, modules, city, country)
    SELECT ${id('itc', 'g')}, 'ITC ' || g, 'itc', '{certificates,courses}', 'Stadt ' || g, 'DE' FROM generate_series(1, ${SCALE.itcs}) g`.execute(
    db,
  );
  await sql`INSERT INTO organisations (id, name, type, parent_id, modules, city, country)
    SELECT ${id('site', 'g')}, 'Trainingszentrum ' || g, 'its', ${id('itc', `(1 + (g - 1) / ${SCALE.sitesPerItc})`)}, '{certificates,courses,support}', 'Ort ' || g, 'DE'
    FROM generate_series(1, ${sites}) g`.execute(db);

  // a coordinator per site, an administrator per ITC, an instructor user per site
  await sql`INSERT INTO users (id, organisation_id, email, password_hash, first_name, last_name, authorizations)
    SELECT ${id('its-user', 'g')}, ${id('site', 'g')}, 'its-' || g || '@bench.example', ${passwordHash}, 'Koordination', 'Standort ' || g, '{ITS_COORDINATOR}'::text[] FROM generate_series(1, ${sites}) g
    UNION ALL
    SELECT ${id('itc-user', 'g')}, ${id('itc', 'g')}, 'itc-' || g || '@bench.example', ${passwordHash}, 'Leitung', 'ITC ' || g, '{USER}'::text[] FROM generate_series(1, ${SCALE.itcs}) g
    UNION ALL
    SELECT ${id('instructor-user', 'g')}, ${id('site', 'g')}, 'instructor-' || g || '@bench.example', ${passwordHash}, 'Instruktor', 'Standort ' || g, '{USER}'::text[] FROM generate_series(1, ${sites}) g
    UNION ALL
    SELECT ${id('admin-user', '1')}, ${id('org', "'internal'")}, 'admin@bench.example', ${passwordHash}, 'Anna', 'Admin', '{ADMIN}'::text[]`.execute(
    db,
  );
  await sql`INSERT INTO user_features (user_id, feature, action)
    SELECT ${id('its-user', 'g')}, f, a FROM generate_series(1, ${sites}) g, unnest(${sql.val(ITS_FEATURES)}::text[]) f, unnest('{create,read,update,delete}'::text[]) a
    UNION ALL
    SELECT ${id('itc-user', 'g')}, f, a FROM generate_series(1, ${SCALE.itcs}) g, unnest(${sql.val(ITC_FEATURES)}::text[]) f, unnest('{create,read,update,delete}'::text[]) a
    UNION ALL
    SELECT ${id('instructor-user', 'g')}, 'user_is_instructor', a FROM generate_series(1, ${sites}) g, unnest('{create,read,update,delete}'::text[]) a`.execute(
    db,
  );

  // participant profiles; the first `instructors` of them are instructors, spread over the sites
  await sql`INSERT INTO participant_profiles (id, organisation_id, user_id, first_name, last_name, email, phone_number, customer_number)
    SELECT ${id('pp', 'g')}, ${id('site', siteOfPerson('g'))},
      NULL,
      ${pick(FIRST_NAMES, "'f' || g")}, ${pick(LAST_NAMES, "'l' || g")},
      'person' || g || '@bench.example', '+49 30 ' || (1000000 + g), 'K-' || g
    FROM generate_series(1, ${SCALE.participants}) g`.execute(db);
  await sql`INSERT INTO instructor_profiles (id, organisation_id, participant_profile_id, status, aha_instructor_id, compensation_per_hour)
    SELECT ${id('ip', 'g')}, ${id('site', siteOfPerson('g'))}, ${id('pp', 'g')},
      (ARRAY['FULLTIME','PARTTIME','MINIJOB','FREELANCER'])[1 + g % 4], lpad((10000000000 + g)::text, 11, '0'), 30 + g % 40
    FROM generate_series(1, ${SCALE.instructors}) g`.execute(db);
  // each site's instructor user is its first instructor
  await sql`UPDATE participant_profiles p SET user_id = ${id('instructor-user', 's')}
    FROM generate_series(1, ${sites}) s WHERE p.id = ${id('pp', instructorOfSite('s', '0'))}`.execute(db);

  // ids of master data: site * 10 + k
  await sql`INSERT INTO course_types (id, organisation_id, name) SELECT ${id('ct', 'g * 10 + k')}, ${id('site', 'g')}, t
    FROM generate_series(1, ${sites}) g, unnest('{BLS Provider,ACLS Provider,PALS Provider,Heartsaver,BLS Instruktor}'::text[]) WITH ORDINALITY AS x(t, k)`.execute(
    db,
  );
  await sql`INSERT INTO instructor_types (organisation_id, name) SELECT ${id('site', 'g')}, t FROM generate_series(1, ${sites}) g, unnest('{Lead-Instruktor,Instruktor,Co-Instruktor}'::text[]) t`.execute(
    db,
  );
  await sql`INSERT INTO venues (id, organisation_id, name, address) SELECT ${id('venue', 'g * 10 + v')}, ${id('site', 'g')}, 'Raum ' || v, 'Straße ' || v || ', Ort ' || g FROM generate_series(1, ${sites}) g, generate_series(1, 6) v`.execute(
    db,
  );
}
