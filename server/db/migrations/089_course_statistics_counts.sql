-- Course statistics counts kept in advance (issue "Speed, round 3", point 3), as migration 083 keeps
-- those of the certificates. A year's statistics over the whole network counted its courses per
-- month and status and, per course type, the participants of each course (615,000 on the
-- benchmark network) on every call. Kept here per calendar month of the start day (a date),
-- organisation, course type and status: the courses and their participants. server/services/
-- statistics.ts adds the months wholly inside the range from here and counts the days of a partly
-- covered first or last month from the courses (by start_date, indexed below);
-- tests/api/statisticsCounts.test.ts compares them with a direct count after every kind of change.
-- Course types and organisations are kept by id, so renaming a type or moving a site changes no
-- count (the statistics join the names and the network when they read).
CREATE TABLE course_month_counts (
  month date NOT NULL,
  organisation_id uuid NOT NULL,
  course_type_id uuid NOT NULL,
  status text NOT NULL,
  courses integer NOT NULL,
  participants integer NOT NULL,
  PRIMARY KEY (month, organisation_id, course_type_id, status)
);
CREATE INDEX courses_start_date_idx ON courses (start_date);

-- Every trigger adds its rows' counts (+ new, - old) in key order, so that two transactions touching
-- the same keys wait for each other instead of deadlocking.

-- New courses: no participant can reference a course before it exists.
CREATE FUNCTION course_month_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_month_counts AS k (month, organisation_id, course_type_id, status, courses, participants)
  SELECT date_trunc('month', start_date::timestamp)::date, organisation_id, course_type_id, status, count(*), 0
  FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, organisation_id, course_type_id, status) DO UPDATE SET courses = k.courses + excluded.courses;
  RETURN NULL;
END $$;

-- A course whose start month, organisation, type or status changed moves itself and its
-- participants from the old key to the new one. The UPDATE holds the course rows, so a participant
-- that another transaction writes meanwhile is counted either here (committed before) or by that
-- transaction's participants' trigger, which waits for this one (its lock below) and then reads
-- the new key.
CREATE FUNCTION course_month_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_month_counts AS k (month, organisation_id, course_type_id, status, courses, participants)
  SELECT month, organisation_id, course_type_id, status, sum(courses), sum(participants) FROM (
    SELECT x.*, (SELECT count(*) FROM course_participants p WHERE p.course_id = x.id)::integer AS n
    FROM (
      SELECT n.id, date_trunc('month', n.start_date::timestamp)::date AS new_month, n.organisation_id AS new_organisation,
        n.course_type_id AS new_type, n.status AS new_status, date_trunc('month', o.start_date::timestamp)::date AS old_month,
        o.organisation_id AS old_organisation, o.course_type_id AS old_type, o.status AS old_status
      FROM new_rows n JOIN old_rows o ON o.id = n.id) x
    WHERE (new_month, new_organisation, new_type, new_status) IS DISTINCT FROM (old_month, old_organisation, old_type, old_status)) c
  CROSS JOIN LATERAL (VALUES
    (c.new_month, c.new_organisation, c.new_type, c.new_status, 1, c.n),
    (c.old_month, c.old_organisation, c.old_type, c.old_status, -1, -c.n)) AS v (month, organisation_id, course_type_id, status, courses, participants)
  GROUP BY 1, 2, 3, 4
  HAVING sum(courses) <> 0 OR sum(participants) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, organisation_id, course_type_id, status)
  DO UPDATE SET courses = k.courses + excluded.courses, participants = k.participants + excluded.participants;
  RETURN NULL;
END $$;

-- A deleted course takes itself and its participants away before they go: ON DELETE CASCADE
-- removes them after the course row is gone, when the participants' trigger can no longer find
-- the course's key. A BEFORE ROW trigger runs with the row locked, so no participant joins meanwhile.
CREATE FUNCTION course_month_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_month_counts AS k (month, organisation_id, course_type_id, status, courses, participants)
  VALUES (date_trunc('month', OLD.start_date::timestamp)::date, OLD.organisation_id, OLD.course_type_id, OLD.status, -1,
    -(SELECT count(*) FROM course_participants p WHERE p.course_id = OLD.id))
  ON CONFLICT (month, organisation_id, course_type_id, status)
  DO UPDATE SET courses = k.courses + excluded.courses, participants = k.participants + excluded.participants;
  RETURN OLD;
END $$;

CREATE TRIGGER course_month_counts_insert AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION course_month_counts_insert();
CREATE TRIGGER course_month_counts_update AFTER UPDATE ON courses
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION course_month_counts_update();
CREATE TRIGGER course_month_counts_delete BEFORE DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION course_month_counts_delete();

-- Participants added, removed or moved to another course: + or - per course, on the course's key.
-- The courses are locked first (in id order), so that a concurrent change of a course's key waits
-- or is waited for, and the next statement (a new snapshot) reads the key as committed. FOR NO KEY
-- UPDATE, the lock an UPDATE of the course takes: two transactions that add participants to one
-- course and then touch the course (the paste sets its updated_at) queue here; with a shared lock
-- each would wait for the other's. FK checks (FOR KEY SHARE) do not wait for it.
-- The participants of a course deleted in this transaction (the cascade) find no course: its
-- delete trigger has taken them away already.
CREATE FUNCTION course_participant_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  courses_of uuid[];
  counts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(course_id ORDER BY course_id), array_agg(n ORDER BY course_id) INTO courses_of, counts
    FROM (SELECT course_id, count(*)::integer AS n FROM new_rows GROUP BY 1) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(course_id ORDER BY course_id), array_agg(-n ORDER BY course_id) INTO courses_of, counts
    FROM (SELECT course_id, count(*)::integer AS n FROM old_rows GROUP BY 1) x;
  ELSE
    SELECT array_agg(course_id ORDER BY course_id), array_agg(n ORDER BY course_id) INTO courses_of, counts
    FROM (
      SELECT course_id, sum(n)::integer AS n FROM (
        SELECT n.course_id, 1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.course_id <> o.course_id
        UNION ALL
        SELECT o.course_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.course_id <> o.course_id) y
      GROUP BY 1 HAVING sum(n) <> 0) x;
  END IF;
  IF courses_of IS NULL THEN RETURN NULL; END IF;
  -- joined with the array, not `id = ANY (courses_of)`, which a plan kept for a small table runs as
  -- a scan comparing every course with each id (migration 088 says the same)
  PERFORM 1 FROM courses c JOIN unnest(courses_of) AS x (id) ON x.id = c.id ORDER BY c.id FOR NO KEY UPDATE OF c;
  INSERT INTO course_month_counts AS k (month, organisation_id, course_type_id, status, courses, participants)
  SELECT date_trunc('month', c.start_date::timestamp)::date, c.organisation_id, c.course_type_id, c.status, 0, sum(x.n)
  FROM unnest(courses_of, counts) AS x (course_id, n) JOIN courses c ON c.id = x.course_id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, organisation_id, course_type_id, status) DO UPDATE SET participants = k.participants + excluded.participants;
  RETURN NULL;
END $$;

CREATE TRIGGER course_participant_counts_insert AFTER INSERT ON course_participants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION course_participant_counts();
CREATE TRIGGER course_participant_counts_update AFTER UPDATE ON course_participants
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION course_participant_counts();
CREATE TRIGGER course_participant_counts_delete AFTER DELETE ON course_participants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION course_participant_counts();

INSERT INTO course_month_counts (month, organisation_id, course_type_id, status, courses, participants)
SELECT date_trunc('month', c.start_date::timestamp)::date, c.organisation_id, c.course_type_id, c.status, count(*),
  coalesce(sum(p.n), 0)
FROM courses c LEFT JOIN (SELECT course_id, count(*) AS n FROM course_participants GROUP BY 1) p ON p.course_id = c.id
GROUP BY 1, 2, 3, 4;
-- the planner's row counts for the statistics' first reads, before autovacuum comes by
ANALYZE course_month_counts;
