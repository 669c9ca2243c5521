-- The ITC's search by instructor name (issue "Speed, round 3", point 2). The search matches the
-- names of the people who are instructors, but the trigram index of migration 040 holds all
-- 200,000 participant profiles of the benchmark network: a name's match took 2.5 ms warm on
-- average, against 1.2 ms on an index of the 60,000 instructors' people alone.
--
-- 1. Whether a participant profile is an instructor's person (any instructor profile names it,
--    deleted or not, as the search's join with instructor_profiles does), kept below.
ALTER TABLE participant_profiles ADD COLUMN is_instructor boolean NOT NULL DEFAULT false;

UPDATE participant_profiles p SET is_instructor = true
WHERE EXISTS (SELECT 1 FROM instructor_profiles i WHERE i.participant_profile_id = p.id);

-- 2. The index of 040 for those people alone. The expression must stay identical to
--    personMatches in server/services/personSearch.ts; instructorMatching in
--    server/areas/certification/queries.ts asks for `p.is_instructor` beside it.
CREATE INDEX participant_profiles_instructor_search_idx ON participant_profiles USING gin (
  (lower(first_name || ' ' || last_name || ' | ' || last_name || ', ' || first_name || ' | ' || coalesce(email, ''))) gin_trgm_ops
) WHERE is_instructor;

-- 3. Every change of instructor profiles sets the mark of the people they named before and after,
--    in the same statement's transaction. Only rows whose mark changes are written: the CSV import
--    creates its new people marked (server/services/instructorImport.ts), as writing 10,000 rows
--    twice added 0.6–0.9 s to its 4.7–5.1 s.
CREATE FUNCTION mark_instructor_people() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  people uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(participant_profile_id) INTO people FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(participant_profile_id) INTO people FROM old_rows;
  ELSE
    SELECT array_agg(p) INTO people
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.participant_profile_id), (o.participant_profile_id)) AS x (p)
    WHERE n.participant_profile_id IS DISTINCT FROM o.participant_profile_id;
  END IF;
  IF people IS NULL THEN RETURN NULL; END IF;
  -- a person named by a new profile is an instructor's; the import marks its new people itself
  UPDATE participant_profiles p
  SET is_instructor = x.marked
  FROM (
    SELECT q.id, TG_OP = 'INSERT' OR EXISTS (SELECT 1 FROM instructor_profiles i WHERE i.participant_profile_id = q.id) AS marked
    FROM participant_profiles q
    WHERE q.id = ANY (people)
  ) x
  WHERE p.id = x.id AND p.is_instructor IS DISTINCT FROM x.marked;
  RETURN NULL;
END $$;

CREATE TRIGGER instructor_people_insert AFTER INSERT ON instructor_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_instructor_people();
CREATE TRIGGER instructor_people_update AFTER UPDATE ON instructor_profiles
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_instructor_people();
CREATE TRIGGER instructor_people_delete AFTER DELETE ON instructor_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mark_instructor_people();
