-- The ITC's certificate list filtered by renewal readiness (issue "Speed, round 3", point 2). Page 1
-- took 30–45 ms alone on the benchmark network: the page joined every certified certificate of the
-- network with its pair's readiness before sorting by expiry, and the total counted them again
-- (25,000 not ready, 4,400 ready for the first ITC).
--
-- 1. The page: certified certificates in the order of their expiry, so that the page reads the
--    first rows of the network that pass, not all of them.
CREATE INDEX instructor_certificates_status_expiry_idx ON instructor_certificates (status, expiry_date, id)
  INCLUDE (organisation_id, instructor_id, discipline_id);

-- 2. The total: certified certificates counted in advance per organisation, discipline and the day
--    their pair's renewal window opens (`ready_from`: renewal_states.due_from of a ready pair,
--    'infinity' for a pair not ready). Ready on day T: ready_from <= T; not ready: ready_from > T.
--    So the counts need no change as days pass, as renewal_states itself (086).
--    server/areas/certification/renewalCounts.ts reads them; tests/api/statisticsCounts.test.ts
--    compares them with a direct count after every kind of change.
CREATE TABLE renewal_counts (
  organisation_id uuid NOT NULL,
  discipline_id uuid NOT NULL,
  ready_from date NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (organisation_id, discipline_id, ready_from)
);
-- all disciplines of the network: some 4,000 rows of the first ITC summed 6.8 → 1.2 ms
CREATE INDEX renewal_counts_ready_from_idx ON renewal_counts (organisation_id, ready_from) INCLUDE (n);

-- What each pair adds to renewal_counts now, per organisation of its certified certificates: a
-- refreshed pair takes out exactly what it added before.
CREATE TABLE renewal_count_shares (
  instructor_id uuid NOT NULL,
  discipline_id uuid NOT NULL,
  organisation_id uuid NOT NULL,
  ready_from date NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (instructor_id, discipline_id, organisation_id)
);

-- The day a pair's certified certificates count as ready from (the readiness of readySql).
CREATE FUNCTION renewal_ready_from(ready boolean, due_from date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN ready AND due_from IS NOT NULL THEN due_from ELSE 'infinity'::date END
$$;

-- Every place that changes a pair's readiness or certificates refreshes it here (080, 086): its
-- share in renewal_counts is replaced in the same call, under the lock of the pair's row. The
-- counts change in one statement in key order, so that two transactions wait instead of deadlocking.
CREATE OR REPLACE FUNCTION refresh_renewal_states(p_instructors uuid[], p_disciplines uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  old_shares renewal_count_shares[];
  new_shares renewal_count_shares[];
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
  SET (courses_required, courses_done, monitoring_required, monitoring_done, period_start, period_end, ready, due_from) = (
    SELECT x.courses_required, x.courses_done, x.monitoring_required, x.monitoring_done, x.period_start, x.period_end, x.ready, x.due_from
    FROM renewal_readiness(s.instructor_id, s.discipline_id) x
  )
  WHERE (s.instructor_id, s.discipline_id) IN (SELECT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d));

  WITH gone AS (
    DELETE FROM renewal_count_shares s
    WHERE (s.instructor_id, s.discipline_id) IN (SELECT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d))
    RETURNING s.*)
  SELECT array_agg(ROW(gone.*)::renewal_count_shares) INTO old_shares FROM gone;

  WITH added AS (
    INSERT INTO renewal_count_shares (instructor_id, discipline_id, organisation_id, ready_from, n)
    SELECT c.instructor_id, c.discipline_id, c.organisation_id, renewal_ready_from(s.ready, s.due_from), count(*)
    FROM instructor_certificates c
    LEFT JOIN renewal_states s ON s.instructor_id = c.instructor_id AND s.discipline_id = c.discipline_id
    WHERE c.status = 'CERTIFIED'
      AND (c.instructor_id, c.discipline_id) IN (SELECT i, d FROM unnest(p_instructors, p_disciplines) AS p (i, d))
    GROUP BY 1, 2, 3, 4
    RETURNING *)
  SELECT array_agg(ROW(added.*)::renewal_count_shares) INTO new_shares FROM added;

  INSERT INTO renewal_counts AS k (organisation_id, discipline_id, ready_from, n)
  SELECT organisation_id, discipline_id, ready_from, sum(n) FROM (
    SELECT organisation_id, discipline_id, ready_from, -n AS n FROM unnest(old_shares)
    UNION ALL
    SELECT organisation_id, discipline_id, ready_from, n FROM unnest(new_shares)) x
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (organisation_id, discipline_id, ready_from) DO UPDATE SET n = k.n + excluded.n;
END $$;

-- A certificate moved to another organisation (with its instructor) moves its count too.
CREATE OR REPLACE FUNCTION renewal_states_of_certificates() RETURNS trigger
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
    WHERE (n.instructor_id, n.discipline_id, n.status, n.certification_date, n.expiry_date, n.organisation_id)
      IS DISTINCT FROM (o.instructor_id, o.discipline_id, o.status, o.certification_date, o.expiry_date, o.organisation_id);
  END IF;
  IF instructors IS NOT NULL THEN PERFORM refresh_renewal_states(instructors, disciplines); END IF;
  RETURN NULL;
END $$;

INSERT INTO renewal_count_shares (instructor_id, discipline_id, organisation_id, ready_from, n)
SELECT c.instructor_id, c.discipline_id, c.organisation_id, renewal_ready_from(s.ready, s.due_from), count(*)
FROM instructor_certificates c
LEFT JOIN renewal_states s ON s.instructor_id = c.instructor_id AND s.discipline_id = c.discipline_id
WHERE c.status = 'CERTIFIED'
GROUP BY 1, 2, 3, 4;

INSERT INTO renewal_counts (organisation_id, discipline_id, ready_from, n)
SELECT organisation_id, discipline_id, ready_from, sum(n) FROM renewal_count_shares GROUP BY 1, 2, 3;
