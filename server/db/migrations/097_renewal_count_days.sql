-- The total of the ITC's renewal list summed one row of renewal_counts (095) per organisation,
-- discipline and day: about 4,300 rows for the first ITC of the benchmark network, ready or not,
-- and more with every day that passes (issue "Speed, round 3", point 2). Two changes bound it:
--
-- 1. Certified certificates per organisation and discipline, whatever their readiness, kept beside
--    the counts by day in the same call: not ready on day T = all − ready on day T, so the days to
--    come are never summed.
CREATE TABLE renewal_totals (
  organisation_id uuid NOT NULL,
  discipline_id uuid NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (organisation_id, discipline_id)
);

INSERT INTO renewal_totals (organisation_id, discipline_id, n)
SELECT organisation_id, discipline_id, sum(n) FROM renewal_counts GROUP BY 1, 2 HAVING sum(n) <> 0;

-- 2. Days gone by merged into one row per organisation and discipline ('-infinity'), by a daily job
--    (server/services/jobs.ts) and once here: a list asking for day T >= p_before - 1 sums the
--    same. Shares (renewal_count_shares) keep their own day: a share taken out later adds its -n to
--    that day's row, which the next merge takes in. Rows another transaction holds are skipped
--    (the next merge takes them), so a merge never waits for, nor deadlocks with, a refresh; no
--    refresh writes a '-infinity' row.
CREATE FUNCTION merge_renewal_count_days(p_before date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  merged integer;
BEGIN
  WITH gone AS (
    DELETE FROM renewal_counts k
    WHERE (k.organisation_id, k.discipline_id, k.ready_from) IN (
      SELECT organisation_id, discipline_id, ready_from FROM renewal_counts
      WHERE ready_from > '-infinity' AND ready_from < p_before
      FOR UPDATE SKIP LOCKED)
    RETURNING k.*),
  added AS (
    INSERT INTO renewal_counts AS k (organisation_id, discipline_id, ready_from, n)
    SELECT organisation_id, discipline_id, '-infinity', sum(n) FROM gone
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (organisation_id, discipline_id, ready_from) DO UPDATE SET n = k.n + excluded.n)
  SELECT count(*) INTO merged FROM gone;
  RETURN merged;
END $$;

SELECT merge_renewal_count_days(current_date - 2);

-- As in 095, with the totals changed in the same call, after the counts (both in key order).
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

  INSERT INTO renewal_totals AS t (organisation_id, discipline_id, n)
  SELECT organisation_id, discipline_id, sum(n) FROM (
    SELECT organisation_id, discipline_id, -n AS n FROM unnest(old_shares)
    UNION ALL
    SELECT organisation_id, discipline_id, n FROM unnest(new_shares)) x
  GROUP BY 1, 2
  HAVING sum(n) <> 0
  ORDER BY 1, 2
  ON CONFLICT (organisation_id, discipline_id) DO UPDATE SET n = t.n + excluded.n;
END $$;
