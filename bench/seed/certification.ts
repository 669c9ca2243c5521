import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { id, SCALE, siteOfPerson } from './core';

const DISCIPLINES = ['BLS', 'ACLS', 'PALS', 'Heartsaver'];
const OPEN = ['DATAENTRY', 'APPROVAL', 'APPROVED'];

/**
 * Four disciplines per ITC; for each instructor and discipline a certified certificate (nine in ten
 * pairs) whose expiry spreads over expired, expiring soon and active, and an open request for the
 * other pairs and some renewals: about 250,000 certificates, each with a file's metadata.
 */
export async function seedCertification(db: Kysely<Database>) {
  const itcOfSite = `(1 + (${siteOfPerson('g')} - 1) / ${SCALE.sitesPerItc})`;
  // renewal rules (issue 14.1): none, one course, two courses with the monitoring form, none
  await sql`INSERT INTO disciplines (id, organisation_id, name, validity_months, renewal_courses, monitoring_required)
    SELECT ${id('disc', 'i * 10 + k')}, ${id('itc', 'i')}, d, 24, k % 3, k = 2 FROM generate_series(1, ${SCALE.itcs}) i, unnest(${sql.val(DISCIPLINES)}::text[]) WITH ORDINALITY AS x(d, k)`.execute(
    db,
  );
  // certified: pairs whose hash is not 0 mod 10; expiry from 400 days ago to 800 days ahead, certified 730 days before
  await sql`INSERT INTO instructor_certificates (id, organisation_id, instructor_id, discipline_id, discipline_type, status, certification_date, expiry_date)
    SELECT ${id('cert', 'g * 10 + k')}, ${id('site', siteOfPerson('g'))}, ${id('ip', 'g')}, ${id('disc', `${itcOfSite} * 10 + k`)},
      CASE WHEN g % 3 = 0 THEN 'RECERTIFICATION' ELSE 'INITIAL' END, 'CERTIFIED',
      current_date - 1130 + (abs(hashtext('e' || g || k)) % 1200), current_date - 400 + (abs(hashtext('e' || g || k)) % 1200)
    FROM generate_series(1, ${SCALE.instructors}) g, generate_series(1, 4) k
    WHERE abs(hashtext('c' || g || k)) % 10 <> 0`.execute(db);
  // open requests: the uncertified pairs, and renewals of a third of the certified ones in discipline 1
  await sql`INSERT INTO instructor_certificates (id, organisation_id, instructor_id, discipline_id, discipline_type, status, info)
    SELECT ${id('open', 'g * 10 + k')}, ${id('site', siteOfPerson('g'))}, ${id('ip', 'g')}, ${id('disc', `${itcOfSite} * 10 + k`)},
      CASE WHEN abs(hashtext('c' || g || k)) % 10 = 0 THEN 'INITIAL' ELSE 'RECERTIFICATION' END,
      (${sql.val(OPEN)}::text[])[1 + abs(hashtext('o' || g || k)) % 3], 'Antrag ' || g
    FROM generate_series(1, ${SCALE.instructors}) g, generate_series(1, 4) k
    WHERE abs(hashtext('c' || g || k)) % 10 = 0 OR (k = 1 AND g % 6 = 0)`.execute(db);
  // file metadata (the content of a file is not what the benchmark measures: four bytes)
  await sql`INSERT INTO certificate_files (organisation_id, certificate_id, type, file_name, content_type, size, content)
    SELECT organisation_id, id, CASE WHEN status = 'CERTIFIED' THEN 'INSTRUCTOR_CERTIFICATE' ELSE 'APPLICATION_FORM' END,
      'nachweis.pdf', 'application/pdf', 4, '\\x25504446'::bytea
    FROM instructor_certificates`.execute(db);
  // monitoring forms on half the certified certificates of the discipline whose rule asks for one
  await sql`INSERT INTO certificate_files (organisation_id, certificate_id, type, file_name, content_type, size, content)
    SELECT c.organisation_id, c.id, 'MONITORING_FORM', 'hospitation.pdf', 'application/pdf', 4, '\\x25504446'::bytea
    FROM instructor_certificates c JOIN disciplines d ON d.id = c.discipline_id
    WHERE c.status = 'CERTIFIED' AND d.monitoring_required AND abs(hashtext(c.id::text)) % 2 = 0`.execute(db);
}
