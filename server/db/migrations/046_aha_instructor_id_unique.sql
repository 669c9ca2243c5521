-- An AHA instructor id names one instructor across the whole product. Courses of other
-- organisations find their trainers by it, so an id held by two profiles would let the later
-- holder into the first one's courses. Like the other uniqueness rules, only profiles that are not
-- deleted count; a profile without an id holds NULL (never '' or spaces).

-- Blank ids become NULL and ids lose surrounding spaces, so ' 123' and '123' are one id.
UPDATE instructor_profiles
SET aha_instructor_id = NULLIF(btrim(aha_instructor_id), '')
WHERE aha_instructor_id IS DISTINCT FROM NULLIF(btrim(aha_instructor_id), '');

-- Ids held by several profiles: the profile with certificates keeps it (the AHA issued the id for
-- those), else the oldest; the others lose it. Each cleared id is written to the audit log
-- (entity instructor-profiles, action aha_id_cleared) so the operator can give it back or correct it.
CREATE TEMPORARY TABLE aha_id_losers ON COMMIT DROP AS
SELECT id, organisation_id, aha_instructor_id
FROM (
  SELECT i.id, i.organisation_id, i.aha_instructor_id,
    row_number() OVER (
      PARTITION BY i.aha_instructor_id
      ORDER BY EXISTS (SELECT 1 FROM instructor_certificates c WHERE c.instructor_id = i.id) DESC, i.created_at, i.id
    ) AS rank
  FROM instructor_profiles i
  WHERE NOT i.deleted AND i.aha_instructor_id IS NOT NULL
) ranked
WHERE rank > 1;

UPDATE instructor_profiles i SET aha_instructor_id = NULL, updated_at = now()
FROM aha_id_losers l WHERE i.id = l.id;

INSERT INTO audit_log (organisation_id, user_id, entity, entity_id, action, before, after)
SELECT organisation_id, NULL, 'instructor-profiles', id::text, 'aha_id_cleared',
  jsonb_build_object('ahaInstructorId', aha_instructor_id),
  jsonb_build_object('ahaInstructorId', NULL, 'reason', 'another instructor profile holds this AHA instructor id')
FROM aha_id_losers;

ALTER TABLE instructor_profiles
  ADD CONSTRAINT instructor_profiles_aha_instructor_id_trimmed
  CHECK (aha_instructor_id IS NULL OR (aha_instructor_id <> '' AND aha_instructor_id = btrim(aha_instructor_id)));

CREATE UNIQUE INDEX instructor_profiles_aha_instructor_id_key
  ON instructor_profiles (aha_instructor_id) WHERE NOT deleted AND aha_instructor_id IS NOT NULL;
