-- An ITC's certificate list filtered by discipline and status (issue 27.2). A discipline belongs to
-- one ITC, so its rows in one status are nearly all the ITC's: read from this index in the list's
-- order and counted from it alone, instead of a bitmap AND of the discipline index with a skip scan
-- of the organisation-and-status index over the ITC's 80 sites. Benchmark network, 254 requests in
-- approval: the page's rows 5.6 → 0.15 ms, the count 0.9 → 0.12 ms; 7,421 certified: 9.1 → 3.9 ms
-- and 3.8 → 3.2 ms. It replaces the discipline's own index, whose work it does (the foreign key's).
CREATE INDEX instructor_certificates_discipline_list_idx ON instructor_certificates
  (discipline_id, status, created_at DESC NULLS LAST, id DESC) INCLUDE (organisation_id);
DROP INDEX instructor_certificates_discipline_idx;
