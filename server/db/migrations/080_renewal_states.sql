-- Renewal readiness kept per instructor and discipline (issue 14.1 at network scale). The ITC's
-- certificate list filtered by readiness called renewal_readiness() (063) for each of ~50,000
-- certificates before cutting the page: 3.8 s per request on the benchmark network. The function
-- stays the one definition; this table holds its answer for every pair that has a certificate, and
-- the statement triggers below refresh a pair in the transaction of every change it depends on:
-- a certificate, a trainer row, a course's status or dates, a monitoring form, the discipline's rule.
CREATE TABLE renewal_states (
  instructor_id uuid NOT NULL REFERENCES instructor_profiles (id) ON DELETE CASCADE,
  discipline_id uuid NOT NULL REFERENCES disciplines (id) ON DELETE CASCADE,
  courses_required integer NOT NULL DEFAULT 0,
  courses_done integer NOT NULL DEFAULT 0,
  monitoring_required boolean NOT NULL DEFAULT false,
  monitoring_done boolean NOT NULL DEFAULT false,
  period_start date,
  period_end date,
  ready boolean NOT NULL DEFAULT false,
  PRIMARY KEY (instructor_id, discipline_id)
);
-- the filter's semi-join reads the ready pairs only
CREATE INDEX renewal_states_ready_idx ON renewal_states (instructor_id, discipline_id) WHERE ready;

-- Recomputes the given pairs. Locking each pair's row first serialises two transactions refreshing
-- the same pair: the one that waited computes in a later statement, whose snapshot (READ
-- COMMITTED) holds what the other committed, so neither's change is lost. Rows locked in key order.
CREATE FUNCTION refresh_renewal_states(p_instructors uuid[], p_disciplines uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO renewal_states (instructor_id, discipline_id)
  SELECT DISTINCT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d)
  WHERE i IS NOT NULL AND d IS NOT NULL
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;

  PERFORM 1 FROM renewal_states s
  WHERE (s.instructor_id, s.discipline_id) IN (SELECT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d))
  ORDER BY s.instructor_id, s.discipline_id
  FOR UPDATE;

  UPDATE renewal_states s
  SET (courses_required, courses_done, monitoring_required, monitoring_done, period_start, period_end, ready) = (
    SELECT x.courses_required, x.courses_done, x.monitoring_required, x.monitoring_done, x.period_start, x.period_end, x.ready
    FROM renewal_readiness(s.instructor_id, s.discipline_id) x
  )
  WHERE (s.instructor_id, s.discipline_id) IN (SELECT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d));
END $$;

-- Certificates: the pair of every inserted, changed or deleted row (old and new pair).
CREATE FUNCTION renewal_states_of_certificates() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
  disciplines uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(instructor_id), array_agg(discipline_id) INTO instructors, disciplines FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(instructor_id), array_agg(discipline_id) INTO instructors, disciplines FROM old_rows;
  ELSE
    SELECT array_agg(p.i), array_agg(p.d) INTO instructors, disciplines
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.instructor_id, n.discipline_id), (o.instructor_id, o.discipline_id)) AS p (i, d)
    WHERE (n.instructor_id, n.discipline_id, n.status, n.certification_date, n.expiry_date)
      IS DISTINCT FROM (o.instructor_id, o.discipline_id, o.status, o.certification_date, o.expiry_date);
  END IF;
  IF instructors IS NOT NULL THEN PERFORM refresh_renewal_states(instructors, disciplines); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER renewal_states_certificates_insert AFTER INSERT ON instructor_certificates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_certificates();
CREATE TRIGGER renewal_states_certificates_update AFTER UPDATE ON instructor_certificates
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_certificates();
CREATE TRIGGER renewal_states_certificates_delete AFTER DELETE ON instructor_certificates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_certificates();

-- Every pair of the given instructor profiles (the disciplines they hold a certificate in).
CREATE FUNCTION refresh_renewal_states_of(p_instructors uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
  disciplines uuid[];
BEGIN
  SELECT array_agg(p.instructor_id), array_agg(p.discipline_id) INTO instructors, disciplines
  FROM (SELECT DISTINCT c.instructor_id, c.discipline_id FROM instructor_certificates c WHERE c.instructor_id = ANY (p_instructors)) p;
  IF instructors IS NOT NULL THEN PERFORM refresh_renewal_states(instructors, disciplines); END IF;
END $$;

-- Trainer rows: a row added to or changed in a DONE course, and every removed row (a course's
-- deletion removes its trainers after the course, so its status cannot be read then).
CREATE FUNCTION renewal_states_of_trainers() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.instructor_profile_id) INTO instructors
    FROM new_rows n JOIN courses co ON co.id = n.course_id
    WHERE n.instructor_profile_id IS NOT NULL AND co.status = 'DONE';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.instructor_profile_id) INTO instructors FROM old_rows o WHERE o.instructor_profile_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT p.i) INTO instructors
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN courses co ON co.id = n.course_id
    CROSS JOIN LATERAL (VALUES (n.instructor_profile_id), (o.instructor_profile_id)) AS p (i)
    WHERE p.i IS NOT NULL AND (co.status = 'DONE' OR o.course_id <> n.course_id)
      AND (n.instructor_profile_id, n.instructor_type, n.course_id) IS DISTINCT FROM (o.instructor_profile_id, o.instructor_type, o.course_id);
  END IF;
  IF instructors IS NOT NULL THEN PERFORM refresh_renewal_states_of(instructors); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER renewal_states_trainers_insert AFTER INSERT ON course_trainers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_trainers();
CREATE TRIGGER renewal_states_trainers_update AFTER UPDATE ON course_trainers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_trainers();
CREATE TRIGGER renewal_states_trainers_delete AFTER DELETE ON course_trainers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_trainers();

-- Courses: one that is or was DONE and changed its status or dates counts for its instructors.
CREATE FUNCTION renewal_states_of_courses() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
BEGIN
  SELECT array_agg(DISTINCT t.instructor_profile_id) INTO instructors
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN course_trainers t ON t.course_id = n.id
  WHERE t.instructor_profile_id IS NOT NULL AND (n.status = 'DONE' OR o.status = 'DONE')
    AND (n.status, n.start_date, n.end_date) IS DISTINCT FROM (o.status, o.start_date, o.end_date);
  IF instructors IS NOT NULL THEN PERFORM refresh_renewal_states_of(instructors); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER renewal_states_courses_update AFTER UPDATE ON courses
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_courses();

-- Monitoring forms added to, moved between or removed from certificates.
CREATE FUNCTION renewal_states_of_files() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
  disciplines uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.instructor_id), array_agg(c.discipline_id) INTO instructors, disciplines
    FROM new_rows f JOIN instructor_certificates c ON c.id = f.certificate_id WHERE f.type = 'MONITORING_FORM';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.instructor_id), array_agg(c.discipline_id) INTO instructors, disciplines
    FROM old_rows f JOIN instructor_certificates c ON c.id = f.certificate_id WHERE f.type = 'MONITORING_FORM';
  ELSE
    SELECT array_agg(c.instructor_id), array_agg(c.discipline_id) INTO instructors, disciplines
    FROM (SELECT certificate_id, type, created_at FROM new_rows UNION ALL SELECT certificate_id, type, created_at FROM old_rows) f
    JOIN instructor_certificates c ON c.id = f.certificate_id WHERE f.type = 'MONITORING_FORM';
  END IF;
  IF instructors IS NOT NULL THEN PERFORM refresh_renewal_states(instructors, disciplines); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER renewal_states_files_insert AFTER INSERT ON certificate_files
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_files();
CREATE TRIGGER renewal_states_files_update AFTER UPDATE ON certificate_files
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_files();
CREATE TRIGGER renewal_states_files_delete AFTER DELETE ON certificate_files
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_files();

-- A discipline's rule or validity changed: every pair in it.
CREATE FUNCTION renewal_states_of_disciplines() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
  disciplines uuid[];
BEGIN
  SELECT array_agg(s.instructor_id), array_agg(s.discipline_id) INTO instructors, disciplines
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN renewal_states s ON s.discipline_id = n.id
  WHERE (n.renewal_courses, n.monitoring_required, n.validity_months)
    IS DISTINCT FROM (o.renewal_courses, o.monitoring_required, o.validity_months);
  IF instructors IS NOT NULL THEN PERFORM refresh_renewal_states(instructors, disciplines); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER renewal_states_disciplines_update AFTER UPDATE ON disciplines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renewal_states_of_disciplines();

-- the pairs of today's certificates
SELECT refresh_renewal_states(array_agg(p.instructor_id), array_agg(p.discipline_id))
FROM (SELECT DISTINCT instructor_id, discipline_id FROM instructor_certificates) p;
