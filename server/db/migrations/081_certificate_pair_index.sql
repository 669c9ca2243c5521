-- The certificates of an ITC's sites in one status with the columns the readiness filter joins on
-- and the list sorts by, so that an ITC's list filtered by renewal readiness (30,000 certified
-- certificates on the benchmark network) counts and pages from the index alone instead of reading
-- the table: count 112 → 42 ms.
CREATE INDEX instructor_certificates_organisation_pair_idx ON instructor_certificates (organisation_id, status)
  INCLUDE (instructor_id, discipline_id, expiry_date, id);
