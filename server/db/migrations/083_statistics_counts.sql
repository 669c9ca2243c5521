-- Statistics counts kept in advance (issue "Speed, round 3", point 3). A year's statistics over the
-- whole network grouped all 216,000 certified certificates by instructor and discipline on every
-- call (about 1 s alone, 4.5 s of PostgreSQL CPU each at 20 callers). The statements below keep the
-- counts in the writing transaction, as renewal_states (080) keeps readiness; server/services/
-- statistics.ts reads them, and tests/api/statisticsCounts.test.ts compares them with a direct count
-- after every kind of change.

-- 1. Certificate requests per organisation (the certificate's site), UTC month of filing and status
--    now. The statistics add the months wholly inside the range from here and count the days of a
--    partly covered first or last month from the certificates (by created_at, indexed below).
CREATE TABLE certificate_month_counts (
  organisation_id uuid NOT NULL,
  month date NOT NULL,
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (month, organisation_id, status)
);
CREATE INDEX instructor_certificates_created_at_idx ON instructor_certificates (created_at);

-- Each statement adds its rows' counts (+1 new, -1 old) in key order, so that two transactions
-- touching the same months wait for each other instead of deadlocking.
CREATE FUNCTION certificate_month_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO certificate_month_counts AS k (organisation_id, month, status, n)
  SELECT organisation_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 2, 1, 3
  ON CONFLICT (month, organisation_id, status) DO UPDATE SET n = k.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION certificate_month_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO certificate_month_counts AS k (organisation_id, month, status, n)
  SELECT organisation_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, -count(*)
  FROM old_rows GROUP BY 1, 2, 3 ORDER BY 2, 1, 3
  ON CONFLICT (month, organisation_id, status) DO UPDATE SET n = k.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION certificate_month_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO certificate_month_counts AS k (organisation_id, month, status, n)
  SELECT organisation_id, month, status, sum(n) FROM (
    SELECT n.organisation_id, date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date AS month, n.status, 1 AS n
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.organisation_id, n.created_at, n.status) IS DISTINCT FROM (o.organisation_id, o.created_at, o.status)
    UNION ALL
    SELECT o.organisation_id, date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date, o.status, -1
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.organisation_id, n.created_at, n.status) IS DISTINCT FROM (o.organisation_id, o.created_at, o.status)) x
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0
  ORDER BY 2, 1, 3
  ON CONFLICT (month, organisation_id, status) DO UPDATE SET n = k.n + excluded.n;
  RETURN NULL;
END $$;

CREATE TRIGGER certificate_month_counts_insert AFTER INSERT ON instructor_certificates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION certificate_month_counts_insert();
CREATE TRIGGER certificate_month_counts_update AFTER UPDATE ON instructor_certificates
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION certificate_month_counts_update();
CREATE TRIGGER certificate_month_counts_delete AFTER DELETE ON instructor_certificates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION certificate_month_counts_delete();

INSERT INTO certificate_month_counts (organisation_id, month, status, n)
SELECT organisation_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, status, count(*)
FROM instructor_certificates GROUP BY 1, 2, 3;

-- 2. Display status per discipline on a day T (the range's last day), kept as the days on which
--    counts change. For every instructor counted (profile not deleted, his organisation not
--    deleted) one row +1 on the day he was created (UTC), status INSTRUCTORS, discipline NULL. For
--    every pair of such an instructor and a discipline of his ITC (his organisation's parent, or
--    the organisation itself when it has none) with a certified certificate: the newest expiry on
--    T is the highest expiry of the certificates certified by T (certification date, else the UTC
--    day of filing), so the pair's status is a function of T made of intervals; each interval
--    [a, b) adds +1 on a and -1 on b. A count on T is the sum of the rows up to T.
--    `direct`: the instructor belongs to the ITC itself (a statistics of one organisation counts
--    only those).
CREATE TABLE display_status_changes (
  instructor_id uuid NOT NULL,
  itc_id uuid NOT NULL,
  discipline_id uuid,
  direct boolean NOT NULL,
  status text NOT NULL,
  day date NOT NULL,
  n integer NOT NULL
);
CREATE INDEX display_status_changes_instructor_idx ON display_status_changes (instructor_id);
-- the days of the range's last month (the months before come from display_status_months)
CREATE INDEX display_status_changes_day_idx ON display_status_changes (day) INCLUDE (itc_id, discipline_id, direct, status, n);

-- The same summed per month of the day.
CREATE TABLE display_status_months (
  itc_id uuid NOT NULL,
  discipline_id uuid,
  direct boolean NOT NULL,
  status text NOT NULL,
  month date NOT NULL,
  n integer NOT NULL,
  UNIQUE NULLS NOT DISTINCT (month, itc_id, discipline_id, direct, status)
);

-- The rows of the given instructors as they are now.
CREATE FUNCTION display_status_changes_now(p_instructors uuid[])
RETURNS TABLE (instructor_id uuid, itc_id uuid, discipline_id uuid, direct boolean, status text, day date, n integer)
LANGUAGE sql STABLE AS $$
  WITH counted AS (
    SELECT i.id, (i.created_at AT TIME ZONE 'UTC')::date AS since, coalesce(o.parent_id, o.id) AS itc, o.parent_id IS NULL AS direct
    FROM instructor_profiles i JOIN organisations o ON o.id = i.organisation_id AND NOT o.deleted
    WHERE i.id = ANY (p_instructors) AND NOT i.deleted),
  certified AS (
    SELECT c.instructor_id, c.discipline_id, coalesce(c.certification_date, (c.created_at AT TIME ZONE 'UTC')::date) AS day,
      max(c.expiry_date) AS expiry
    FROM instructor_certificates c
    WHERE c.instructor_id = ANY (p_instructors) AND c.status = 'CERTIFIED'
    GROUP BY 1, 2, 3),
  -- from each day of certification until the next one, the highest expiry so far
  eras AS (
    SELECT c.instructor_id, c.discipline_id, c.day AS a,
      lead(c.day) OVER w AS b,
      max(c.expiry) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS e
    FROM certified c
    WINDOW w AS (PARTITION BY c.instructor_id, c.discipline_id ORDER BY c.day)),
  -- ACTIVE while e > T + 90 days, EXPIRES_SOON while T <= e, then EXPIRED (displayStatusSql);
  -- counted from the instructor's creation on
  intervals AS (
    SELECT x.id, x.itc, x.discipline_id, x.direct, v.status, v.a, v.b
    FROM (SELECT k.id, k.itc, k.direct, r.discipline_id, greatest(r.a, k.since) AS a, r.b, r.e
          FROM eras r JOIN counted k ON k.id = r.instructor_id
          JOIN disciplines d ON d.id = r.discipline_id AND d.organisation_id = k.itc) x
    CROSS JOIN LATERAL (VALUES
      ('ACTIVE', x.a, least(x.b, x.e - 90)),
      ('EXPIRES_SOON', greatest(x.a, x.e - 90), least(x.b, x.e + 1)),
      ('EXPIRED', greatest(x.a, x.e + 1), x.b)) AS v (status, a, b)
    WHERE v.b IS NULL OR v.a < v.b),
  changes AS (
    SELECT id, itc, NULL::uuid AS discipline_id, direct, 'INSTRUCTORS' AS status, since AS day, 1 AS n FROM counted
    UNION ALL
    SELECT id, itc, discipline_id, direct, status, a, 1 FROM intervals
    UNION ALL
    SELECT id, itc, discipline_id, direct, status, b, -1 FROM intervals WHERE b IS NOT NULL)
  SELECT id, itc, discipline_id, direct, status, day, sum(n)::integer
  FROM changes GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0
$$;

-- Replaces the given instructors' rows and adds the difference to the months. An advisory lock per
-- instructor (taken in order) serialises two transactions refreshing the same instructor: the one
-- that waited reads in a later statement, whose snapshot (READ COMMITTED) holds what the other
-- committed, so neither's rows are counted twice or lost.
CREATE FUNCTION refresh_display_status_changes(p_instructors uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('display_status_changes:' || i::text, 0))
  FROM (SELECT DISTINCT i FROM unnest(p_instructors) AS i WHERE i IS NOT NULL ORDER BY 1) p;

  WITH gone AS (
    DELETE FROM display_status_changes c WHERE c.instructor_id = ANY (p_instructors) RETURNING c.*),
  added AS (
    INSERT INTO display_status_changes SELECT * FROM display_status_changes_now(p_instructors) RETURNING *),
  difference AS (
    SELECT itc_id, discipline_id, direct, status, date_trunc('month', day)::date AS month, sum(n) AS n
    FROM (SELECT itc_id, discipline_id, direct, status, day, n FROM added
          UNION ALL SELECT itc_id, discipline_id, direct, status, day, -n FROM gone) x
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0)
  INSERT INTO display_status_months AS m (itc_id, discipline_id, direct, status, month, n)
  SELECT itc_id, discipline_id, direct, status, month, n FROM difference
  ORDER BY month, itc_id, discipline_id, direct, status
  ON CONFLICT (month, itc_id, discipline_id, direct, status) DO UPDATE SET n = m.n + excluded.n;
END $$;

-- Certificates: the instructors of every inserted, deleted or changed row (old and new).
CREATE FUNCTION display_status_of_certificates() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT instructor_id) INTO instructors FROM new_rows WHERE status = 'CERTIFIED';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT instructor_id) INTO instructors FROM old_rows WHERE status = 'CERTIFIED';
  ELSE
    SELECT array_agg(DISTINCT p.i) INTO instructors
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.instructor_id), (o.instructor_id)) AS p (i)
    WHERE (n.status = 'CERTIFIED' OR o.status = 'CERTIFIED')
      AND (n.instructor_id, n.discipline_id, n.status, n.certification_date, n.expiry_date, n.created_at)
        IS DISTINCT FROM (o.instructor_id, o.discipline_id, o.status, o.certification_date, o.expiry_date, o.created_at);
  END IF;
  IF instructors IS NOT NULL THEN PERFORM refresh_display_status_changes(instructors); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER display_status_certificates_insert AFTER INSERT ON instructor_certificates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION display_status_of_certificates();
CREATE TRIGGER display_status_certificates_update AFTER UPDATE ON instructor_certificates
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION display_status_of_certificates();
CREATE TRIGGER display_status_certificates_delete AFTER DELETE ON instructor_certificates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION display_status_of_certificates();

-- Instructor profiles: created, deleted, soft-deleted or restored, moved, their creation day changed.
CREATE FUNCTION display_status_of_instructors() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO instructors FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO instructors FROM old_rows;
  ELSE
    SELECT array_agg(n.id) INTO instructors
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.organisation_id, n.deleted, n.created_at) IS DISTINCT FROM (o.organisation_id, o.deleted, o.created_at);
  END IF;
  IF instructors IS NOT NULL THEN PERFORM refresh_display_status_changes(instructors); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER display_status_instructors_insert AFTER INSERT ON instructor_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION display_status_of_instructors();
CREATE TRIGGER display_status_instructors_update AFTER UPDATE ON instructor_profiles
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION display_status_of_instructors();
CREATE TRIGGER display_status_instructors_delete AFTER DELETE ON instructor_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION display_status_of_instructors();

-- Organisations deleted, restored or moved under another ITC: the instructors they hold.
CREATE FUNCTION display_status_of_organisations() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
BEGIN
  SELECT array_agg(i.id) INTO instructors
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN instructor_profiles i ON i.organisation_id = n.id
  WHERE (n.deleted, n.parent_id) IS DISTINCT FROM (o.deleted, o.parent_id);
  IF instructors IS NOT NULL THEN PERFORM refresh_display_status_changes(instructors); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER display_status_organisations_update AFTER UPDATE ON organisations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION display_status_of_organisations();

-- A discipline given to another organisation: the instructors certified in it.
CREATE FUNCTION display_status_of_disciplines() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  instructors uuid[];
BEGIN
  SELECT array_agg(DISTINCT c.instructor_id) INTO instructors
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN instructor_certificates c ON c.discipline_id = n.id AND c.status = 'CERTIFIED'
  WHERE n.organisation_id IS DISTINCT FROM o.organisation_id;
  IF instructors IS NOT NULL THEN PERFORM refresh_display_status_changes(instructors); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER display_status_disciplines_update AFTER UPDATE ON disciplines
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION display_status_of_disciplines();

-- every instructor as he is now
INSERT INTO display_status_changes SELECT * FROM display_status_changes_now(ARRAY(SELECT id FROM instructor_profiles));
INSERT INTO display_status_months (itc_id, discipline_id, direct, status, month, n)
SELECT itc_id, discipline_id, direct, status, date_trunc('month', day)::date, sum(n)
FROM display_status_changes GROUP BY 1, 2, 3, 4, 5;
