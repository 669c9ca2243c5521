-- The display-status refresh of migration 083 took one advisory lock per instructor. Advisory
-- locks live in PostgreSQL's shared lock table (max_locks_per_transaction × connections, 6,400 by
-- default), so one statement touching many instructors failed with "out of shared memory": the
-- benchmark network's 60,000 instructors in one INSERT (npm run seed:large), and so would an import
-- of some thousands of new instructors. The refresh locks the instructors' profile rows instead
-- (FOR NO KEY UPDATE, in id order): a row lock is written into the row, not into shared memory,
-- and it serialises two transactions refreshing the same instructor as the advisory lock did (the
-- one that waited reads in a later statement, whose snapshot holds what the other committed). A
-- deleted profile needs no lock: its deleting transaction holds the row until it ends, and a
-- waiting refresh then finds it gone. FK checks (FOR KEY SHARE) do not wait for it.
CREATE OR REPLACE FUNCTION refresh_display_status_changes(p_instructors uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- joined with the array rather than `id = ANY (p_instructors)`: a plan kept for a small table
  -- would scan every profile and compare it with each of thousands of ids
  PERFORM 1 FROM instructor_profiles i JOIN (SELECT DISTINCT u FROM unnest(p_instructors) u) p ON p.u = i.id
  ORDER BY i.id FOR NO KEY UPDATE OF i;

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
