import { addDays, EXPIRES_SOON_DAYS } from '../../src/domain/certificates';

/**
 * The minimal floor's SQL: per request one statement, written by hand for exactly what the answer
 * needs. The session (version, organisation, features) comes first, the page and its total beside
 * it; the names, display status, revision and renewal readiness are computed for the page's rows only.
 */

/** The caller's session row: one row, or none for an unknown user. */
const SESSION = `s AS (
  SELECT u.id, u.email, u.title, u.first_name, u.last_name, u.authorizations, u.session_version, u.deleted,
    o.id AS organisation_id, o.name AS organisation_name, o.type AS organisation_type,
    o.parent_id AS organisation_parent_id, o.modules AS organisation_modules,
    (SELECT coalesce(json_agg(json_build_object('userId', f.user_id, 'feature', f.feature, 'action', f.action)), '[]')
       FROM user_features f WHERE f.user_id = u.id) AS user_features
  FROM users u JOIN organisations o ON o.id = u.organisation_id WHERE u.id = $1)`;

const displayStatus = (expiry: string) =>
  `CASE WHEN ${expiry} IS NULL THEN 'NO_CERTIFICATE' WHEN ${expiry} < $2::date THEN 'EXPIRED' WHEN ${expiry} <= $3::date THEN 'EXPIRES_SOON' ELSE 'ACTIVE' END`;

export interface CertificateQuery {
  network: boolean;
  status?: string;
  disciplineId?: string;
  q?: string;
  renewalReady?: boolean;
  sort: 'expiryDate' | 'createdAt';
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/**
 * The total of certified certificates by readiness from the counts the database keeps (migrations
 * 095, 097), as the API reads it: the cheapest the question allows. Undefined for other lists.
 */
function keptRenewalTotal(query: CertificateQuery, values: unknown[]) {
  if (query.renewalReady === undefined || query.status !== 'CERTIFIED' || query.q) return undefined;
  const scope = query.network
    ? 'k.organisation_id IN (SELECT o.id FROM organisations o, s WHERE o.id = s.organisation_id OR o.parent_id = s.organisation_id)'
    : 'k.organisation_id = (SELECT organisation_id FROM s)';
  const discipline = query.disciplineId ? `AND k.discipline_id = $${values.indexOf(query.disciplineId) + 1}` : '';
  const ready = `(SELECT coalesce(sum(k.n), 0) FROM renewal_counts k WHERE ${scope} AND k.ready_from <= current_date ${discipline})`;
  return query.renewalReady
    ? ready
    : `((SELECT coalesce(sum(k.n), 0) FROM renewal_totals k WHERE ${scope} ${discipline}) - ${ready})`;
}

/** A page of certificates with its total, and the session; parameters as `values` answers. */
export function certificatesSql(query: CertificateQuery, userId: string, day: string) {
  const values: unknown[] = [userId, day, addDays(day, EXPIRES_SOON_DAYS)];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = [
    query.network
      ? 'r.organisation_id IN (SELECT o.id FROM organisations o, s WHERE o.id = s.organisation_id OR o.parent_id = s.organisation_id)'
      : 'r.organisation_id = (SELECT organisation_id FROM s)',
  ];
  if (query.status) where.push(`r.status = ${param(query.status)}`);
  if (query.disciplineId) where.push(`r.discipline_id = ${param(query.disciplineId)}`);
  if (query.renewalReady !== undefined) {
    where.push(`${query.renewalReady ? '' : 'NOT '}EXISTS (SELECT 1 FROM renewal_states rs
      WHERE rs.instructor_id = r.instructor_id AND rs.discipline_id = r.discipline_id AND rs.ready AND rs.due_from <= current_date)`);
  }
  if (query.q) {
    // the same trigram-indexed text as the API's search (migration 040)
    const pattern = param(
      `%${query.q
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
    where.push(`r.instructor_id IN (
      SELECT i.id FROM instructor_profiles i JOIN participant_profiles p ON p.id = i.participant_profile_id
      WHERE lower(p.first_name || ' ' || p.last_name || ' | ' || p.last_name || ', ' || p.first_name || ' | ' || coalesce(p.email, '')) LIKE ${pattern}
      UNION SELECT i.id FROM instructor_profiles i WHERE i.aha_instructor_id ILIKE ${pattern})`);
  }
  const column = query.sort === 'expiryDate' ? 'expiry_date' : 'created_at';
  const total =
    keptRenewalTotal(query, values) ?? `(SELECT count(*) FROM instructor_certificates r WHERE ${where.join(' AND ')})`;
  const order = `r.${column} ${query.order} NULLS LAST, r.id ${query.order}`;
  const text = `WITH ${SESSION}
SELECT to_json(s) AS session, ${total} AS total, page.*
FROM s LEFT JOIN LATERAL (
  SELECT r.id, r.organisation_id, o.name AS organisation_name, o.parent_id AS organisation_parent_id, r.instructor_id,
    p.first_name || ' ' || p.last_name AS instructor_name, i.aha_instructor_id, p.user_id AS instructor_user_id,
    r.discipline_id, d.name AS discipline_name, d.validity_months, r.discipline_type, r.status, r.info, r.itc_comment,
    r.certification_date, r.expiry_date, r.created_at, r.updated_at, r.invoice_name_or_institution, r.invoice_street,
    r.invoice_house_number, r.invoice_zip_code, r.invoice_city, r.invoice_country, r.paid_recertification_accepted,
    CASE WHEN r.status = 'CERTIFIED' THEN ${displayStatus('r.expiry_date')} ELSE coalesce((
      SELECT ${displayStatus('n.expiry_date')} FROM instructor_certificates n
      WHERE n.instructor_id = r.instructor_id AND n.discipline_id = r.discipline_id AND n.status = 'CERTIFIED'
      ORDER BY n.expiry_date DESC LIMIT 1), 'NO_CERTIFICATE') END AS display_status,
    CASE WHEN r.status IN ('DATAENTRY', 'APPROVAL') AND EXISTS (SELECT 1 FROM audit_log a
      WHERE a.entity = 'instructor-certificates' AND a.entity_id = r.id::text AND a.action = 'decline')
      THEN CASE r.status WHEN 'DATAENTRY' THEN 'SENT_BACK' ELSE 'RESUBMITTED' END END AS revision,
    (SELECT jsonb_build_object('ready', rs.ready AND rs.due_from <= current_date, 'coursesRequired', rs.courses_required, 'coursesDone', rs.courses_done,
      'monitoringRequired', rs.monitoring_required, 'monitoringDone', rs.monitoring_done,
      'periodStart', rs.period_start, 'periodEnd', rs.period_end, 'dueFrom', rs.due_from)
      FROM renewal_states rs WHERE rs.instructor_id = r.instructor_id AND rs.discipline_id = r.discipline_id) AS renewal,
    (SELECT min(m.days_before) FROM certificate_reminders m WHERE m.certificate_id = r.id AND m.sent_at IS NOT NULL) AS last_reminder
  FROM (SELECT r.id FROM instructor_certificates r WHERE ${where.join(' AND ')}
        ORDER BY ${order} OFFSET ${param(query.offset)} LIMIT ${param(query.limit)}) ids
  JOIN instructor_certificates r ON r.id = ids.id
  JOIN organisations o ON o.id = r.organisation_id
  JOIN instructor_profiles i ON i.id = r.instructor_id
  JOIN participant_profiles p ON p.id = i.participant_profile_id
  JOIN disciplines d ON d.id = r.discipline_id
  ORDER BY ${order}) page ON true`;
  return { text, values };
}

/** A page of an organisation's venues (not deleted, by name) with its total, and the session. */
export function venuesSql(organisationId: string, userId: string, offset: number, limit: number) {
  const where = 'v.organisation_id = $2 AND v.organisation_id = (SELECT organisation_id FROM s) AND NOT v.deleted';
  const text = `WITH ${SESSION}
SELECT to_json(s) AS session, (SELECT count(*) FROM venues v WHERE ${where}) AS total, page.*
FROM s LEFT JOIN LATERAL (
  SELECT v.id, v.organisation_id, o.name AS organisation_name, v.name, v.address, v.comment, v.deleted, v.created_at, v.updated_at
  FROM venues v JOIN organisations o ON o.id = v.organisation_id WHERE ${where}
  ORDER BY v.name ASC NULLS LAST, v.id ASC OFFSET $3 LIMIT $4) page ON true`;
  return { text, values: [userId, organisationId, offset, limit] };
}

/** One venue of the caller's own organisation (a deleted one too, as the API reads it). */
export function venueSql(id: string, userId: string) {
  const text = `WITH ${SESSION}
SELECT to_json(s) AS session, one.*
FROM s LEFT JOIN LATERAL (
  SELECT v.id, v.organisation_id, o.name AS organisation_name, v.name, v.address, v.comment, v.deleted, v.created_at, v.updated_at
  FROM venues v JOIN organisations o ON o.id = v.organisation_id
  WHERE v.id = $2 AND v.organisation_id = (SELECT organisation_id FROM s)) one ON true`;
  return { text, values: [userId, id] };
}

/** The course columns a list row answers, with the names and counts its table shows. */
const COURSE_COLUMNS = `c.id, c.organisation_id, o.name AS organisation_name, c.course_type_id, c.venue_id, c.date,
    c.start_date, c.end_date, c.time, c.course_format, c.doctor_name, c.number_of_participants, c.target_group,
    c.customer, c."order", c.project_number, c.invoice_number, c.expected_revenue, c.course_languages,
    c.course_leader, c.status, ct.name AS course_type_name, v.name AS venue_name,
    (SELECT count(*) FROM course_participants cp WHERE cp.course_id = c.id) AS participant_count,
    (SELECT count(*) FROM course_trainers t WHERE t.course_id = c.id AND t.instructor_type = 'instructor') AS instructor_count,
    (SELECT count(*) FROM course_trainers t WHERE t.course_id = c.id AND t.instructor_type = 'trainee') AS trainee_count,
    (SELECT string_agg(CASE WHEN pp.id IS NULL THEN t.name ELSE concat_ws(' ', pp.title, pp.first_name, pp.last_name) END,
       ', ' ORDER BY t.position) FROM course_trainers t
       LEFT JOIN instructor_profiles ip ON ip.id = t.instructor_profile_id
       LEFT JOIN participant_profiles pp ON pp.id = ip.participant_profile_id
       WHERE t.course_id = c.id) AS trainer_names,
    false AS trainer_view, c.created_at, c.updated_at`;
const COURSE_JOINS = `JOIN organisations o ON o.id = c.organisation_id
  JOIN course_types ct ON ct.id = c.course_type_id
  LEFT JOIN venues v ON v.id = c.venue_id`;

/**
 * A page of the caller's own organisation's courses by start date, with its total, and the
 * session: the names and counts for the page's rows only.
 */
export function coursesSql(order: 'ASC' | 'DESC', userId: string, offset: number, limit: number) {
  const where = 'c.organisation_id = (SELECT organisation_id FROM s)';
  const text = `WITH ${SESSION}
SELECT to_json(s) AS session, (SELECT count(*) FROM courses c WHERE ${where}) AS total, page.*
FROM s LEFT JOIN LATERAL (
  SELECT ${COURSE_COLUMNS}
  FROM (SELECT c.id FROM courses c WHERE ${where}
        ORDER BY c.start_date ${order} NULLS LAST, c.id ${order} OFFSET $2 LIMIT $3) ids
  JOIN courses c ON c.id = ids.id
  ${COURSE_JOINS}
  ORDER BY c.start_date ${order} NULLS LAST, c.id ${order}) page ON true`;
  return { text, values: [userId, offset, limit] };
}

/**
 * One course of the caller's own organisation with its trainers and participants (as JSON, in
 * their order), and the session.
 */
export function courseSql(id: string, userId: string) {
  const text = `WITH ${SESSION}
SELECT to_json(s) AS session, course.*
FROM s LEFT JOIN LATERAL (
  SELECT ${COURSE_COLUMNS},
    (SELECT coalesce(json_agg(json_build_object('id', t.id, 'instructorProfileId', t.instructor_profile_id,
       'instructorType', t.instructor_type, 'origin', t.origin, 'name', t.name, 'ahaInstructorId', t.aha_instructor_id,
       'instructorName', CASE WHEN pp.id IS NULL THEN t.name ELSE concat_ws(' ', pp.title, pp.first_name, pp.last_name) END,
       'instructorOrganisationName', io.name) ORDER BY t.position), '[]')
     FROM course_trainers t
     LEFT JOIN instructor_profiles ip ON ip.id = t.instructor_profile_id
     LEFT JOIN participant_profiles pp ON pp.id = ip.participant_profile_id
     LEFT JOIN organisations io ON io.id = ip.organisation_id
     WHERE t.course_id = c.id) AS trainers,
    (SELECT coalesce(json_agg(json_build_object('id', cp.id, 'sequenceNumber', cp.sequence_number,
       'participantProfileId', cp.participant_profile_id, 'orderNumber', cp.order_number, 'grouping', cp.grouping,
       'comment', cp.comment, 'price', cp.price, 'title', pp.title, 'firstName', pp.first_name,
       'lastName', pp.last_name, 'email', pp.email) ORDER BY cp.sequence_number), '[]')
     FROM course_participants cp JOIN participant_profiles pp ON pp.id = cp.participant_profile_id
     WHERE cp.course_id = c.id) AS participants
  FROM courses c ${COURSE_JOINS}
  WHERE c.id = $2 AND c.organisation_id = (SELECT organisation_id FROM s)) course ON true`;
  return { text, values: [userId, id] };
}

/**
 * An instructor's dashboard data in one statement: his certificates per discipline (the newest
 * certified one, its display status on the day, an open request) and his instructor profiles.
 */
export function instructorDashboardSql(userId: string, day: string) {
  const text = `WITH ${SESSION},
pairs AS (
  SELECT DISTINCT r.instructor_id, r.discipline_id FROM instructor_certificates r
  WHERE r.instructor_id IN (SELECT i.id FROM instructor_profiles i JOIN participant_profiles p ON p.id = i.participant_profile_id WHERE p.user_id = $1)),
mine AS (
  SELECT d.id AS "disciplineId", d.name AS "disciplineName", o.name AS "organisationName", newest.id AS "certifiedId",
    newest.expiry_date AS "expiryDate", ${displayStatus('newest.expiry_date')} AS "displayStatus",
    (SELECT jsonb_build_object('id', q.id, 'status', q.status) FROM instructor_certificates q
      WHERE q.instructor_id = x.instructor_id AND q.discipline_id = x.discipline_id AND q.status <> 'CERTIFIED'
      ORDER BY q.created_at DESC LIMIT 1) AS "openRequest"
  FROM pairs x JOIN instructor_profiles i ON i.id = x.instructor_id JOIN organisations o ON o.id = i.organisation_id
    JOIN disciplines d ON d.id = x.discipline_id
    LEFT JOIN LATERAL (SELECT n.id, n.expiry_date FROM instructor_certificates n
      WHERE n.instructor_id = x.instructor_id AND n.discipline_id = x.discipline_id AND n.status = 'CERTIFIED'
      ORDER BY n.expiry_date DESC, n.id DESC LIMIT 1) newest ON true),
aha AS (
  SELECT i.id AS "instructorProfileId", o.id AS "organisationId", o.name AS "organisationName",
    i.aha_instructor_id AS "ahaInstructorId", i.status, i.cell_phone AS "cellPhone", i.google_email AS "googleEmail",
    i.clothing_size AS "clothingSize", i.compensation_per_hour AS "compensationPerHour", p.qualification
  FROM instructor_profiles i JOIN participant_profiles p ON p.id = i.participant_profile_id JOIN organisations o ON o.id = i.organisation_id
  WHERE p.user_id = $1 AND NOT i.deleted AND NOT p.deleted)
SELECT to_json(s) AS session,
  (SELECT coalesce(json_agg(m ORDER BY m."disciplineName", m."organisationName"), '[]') FROM mine m) AS certificates,
  (SELECT coalesce(json_agg(a ORDER BY a."organisationName", a."instructorProfileId"), '[]') FROM aha a) AS profiles
FROM s`;
  return { text, values: [userId, day, addDays(day, EXPIRES_SOON_DAYS)] };
}

/** A course `c` waiting for a step, and one past its follow-up deadline (server/areas/courses/queries.ts). */
const COURSE_WAITING = `((c.status IN ('NEW', 'PLANNING', 'PREPARATION') AND c.start_date <= $2::date)
  OR (c.status = 'EXECUTION' AND coalesce(c.end_date, c.start_date) < $2::date))`;
const FOLLOW_UP_OVERDUE = `(c.status = 'FOLLOWUP' AND EXISTS (SELECT 1 FROM course_types fct
  WHERE fct.id = c.course_type_id AND coalesce(c.end_date, c.start_date) + fct.follow_up_days < $2::date))`;

/** The site's courses on the dashboard: the first COURSES_LIMIT of a condition, as JSON with their total. */
const courseSummaries = (where: string) => `(SELECT coalesce(json_agg(x ORDER BY x."startDate", x.id), '[]') FROM (
  SELECT c.id, (SELECT ct.name FROM course_types ct WHERE ct.id = c.course_type_id) AS "courseTypeName",
    c.start_date::text AS "startDate", c.end_date::text AS "endDate",
    (SELECT v.name FROM venues v WHERE v.id = c.venue_id) AS "venueName", c.status,
    (SELECT count(*) FROM course_participants cp WHERE cp.course_id = c.id)::int AS "participantCount",
    count(*) OVER ()::int AS total
  FROM courses c WHERE c.organisation_id = (SELECT organisation_id FROM s) AND ${where}
  ORDER BY c.start_date, c.id LIMIT 5) x)`;

/**
 * A site coordinator's dashboard data in one statement: the site's next and waiting courses, the
 * courses past their follow-up, the counts of the site's certificates, those expiring soon, and
 * its ITC's contact.
 */
export function siteDashboardSql(userId: string, day: string) {
  const site = '(SELECT organisation_id FROM s)';
  const text = `WITH ${SESSION},
cert AS (
  SELECT r.status, CASE WHEN r.status = 'CERTIFIED' THEN ${displayStatus('r.expiry_date')} ELSE coalesce((
      SELECT ${displayStatus('n.expiry_date')} FROM instructor_certificates n
      WHERE n.instructor_id = r.instructor_id AND n.discipline_id = r.discipline_id AND n.status = 'CERTIFIED'
      ORDER BY n.expiry_date DESC LIMIT 1), 'NO_CERTIFICATE') END AS display_status,
    (r.status = 'DATAENTRY' AND EXISTS (SELECT 1 FROM audit_log a WHERE a.entity = 'instructor-certificates'
      AND a.entity_id = r.id::text AND a.action = 'decline')) AS sent_back
  FROM instructor_certificates r WHERE r.organisation_id = ${site}),
expiring AS (
  SELECT r.id, r.instructor_id AS "instructorId", p.first_name || ' ' || p.last_name AS "instructorName",
    i.aha_instructor_id AS "ahaInstructorId", d.name AS "disciplineName", o.name AS "organisationName",
    r.expiry_date::text AS "expiryDate", r.expiry_date - $2::date AS "daysLeft",
    (SELECT jsonb_build_object('id', q.id, 'status', q.status) FROM instructor_certificates q
      WHERE q.instructor_id = r.instructor_id AND q.discipline_id = r.discipline_id AND q.status <> 'CERTIFIED'
      ORDER BY q.created_at DESC LIMIT 1) AS "openRequest",
    count(*) OVER ()::int AS total, p.last_name, p.first_name, r.expiry_date
  FROM instructor_certificates r JOIN organisations o ON o.id = r.organisation_id
    JOIN instructor_profiles i ON i.id = r.instructor_id JOIN participant_profiles p ON p.id = i.participant_profile_id
    JOIN disciplines d ON d.id = r.discipline_id
  WHERE r.organisation_id = ${site} AND r.status = 'CERTIFIED' AND r.expiry_date BETWEEN $2::date AND $3::date
    AND NOT EXISTS (SELECT 1 FROM instructor_certificates n WHERE n.instructor_id = r.instructor_id
      AND n.discipline_id = r.discipline_id AND n.status = 'CERTIFIED'
      AND (n.expiry_date > r.expiry_date OR (n.expiry_date = r.expiry_date AND n.id > r.id)))
  ORDER BY r.expiry_date, p.last_name, p.first_name, r.id LIMIT 10)
SELECT to_json(s) AS session,
  ${courseSummaries(`c.status <> 'DONE' AND coalesce(c.end_date, c.start_date) >= $2::date AND NOT ${COURSE_WAITING}`)} AS next,
  ${courseSummaries(COURSE_WAITING)} AS waiting,
  (SELECT count(*)::int FROM courses c WHERE c.organisation_id = ${site} AND ${FOLLOW_UP_OVERDUE}) AS overdue,
  (SELECT coalesce(json_object_agg(status, n), '{}') FROM (SELECT status, count(*)::int AS n FROM cert GROUP BY status) x) AS by_status,
  (SELECT coalesce(json_object_agg(display_status, n), '{}')
     FROM (SELECT display_status, count(*)::int AS n FROM cert GROUP BY display_status) x) AS by_display_status,
  (SELECT count(*)::int FROM cert) AS total,
  (SELECT count(*)::int FROM cert WHERE sent_back) AS sent_back,
  (SELECT coalesce(json_agg(e ORDER BY e.expiry_date, e.last_name, e.first_name, e.id), '[]') FROM expiring e) AS expiring,
  (SELECT to_json(itc) FROM (SELECT o.name, o.contact_name AS "contactName", o.contact_email AS "contactEmail", o.phone,
     o.street, o.house_number AS "houseNumber", o.zip_code AS "zipCode", o.city, o.country
     FROM organisations o WHERE o.id = CASE WHEN s.organisation_type = 'itc' THEN s.organisation_id ELSE s.organisation_parent_id END
       AND o.type = 'itc' AND NOT o.deleted) itc) AS itc
FROM s`;
  return { text, values: [userId, day, addDays(day, EXPIRES_SOON_DAYS)] };
}

/** The session alone: which dashboard a user has, asked once per user. */
export const sessionSql = (userId: string) => ({
  text: `WITH ${SESSION} SELECT to_json(s) AS session FROM s`,
  values: [userId],
});
