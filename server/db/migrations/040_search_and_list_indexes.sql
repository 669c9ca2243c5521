-- Indexes for the lists at network scale (issue 6, measured with npm run bench).

-- Free-text search by instructor name, e-mail or AHA id: trigram indexes answer ILIKE '%…%'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- One text with the name in both orders and the e-mail, so one index serves every way of
-- searching. The expression must stay identical to the one in server/services/instructorSearch.ts.
CREATE INDEX participant_profiles_search_idx ON participant_profiles USING gin (
  (lower(first_name || ' ' || last_name || ' | ' || last_name || ', ' || first_name || ' | ' || coalesce(email, ''))) gin_trgm_ops
);
CREATE INDEX instructor_profiles_aha_trgm_idx ON instructor_profiles USING gin (aha_instructor_id gin_trgm_ops);

-- certificate lists of a site sorted by expiry or creation: the page comes from the index, not a sort
CREATE INDEX instructor_certificates_organisation_expiry_idx ON instructor_certificates (organisation_id, expiry_date, id);
CREATE INDEX instructor_certificates_organisation_created_idx ON instructor_certificates (organisation_id, created_at DESC, id DESC);
CREATE INDEX instructor_certificates_instructor_idx ON instructor_certificates (instructor_id);
