-- The audit screen (issue 15.1) pages through every organisation's audit rows, newest first,
-- filtered by organisation or user and a period: indexes for that order under each filter.
CREATE INDEX audit_log_created_idx ON audit_log (created_at, id);
CREATE INDEX audit_log_organisation_created_idx ON audit_log (organisation_id, created_at);
CREATE INDEX audit_log_user_created_idx ON audit_log (user_id, created_at);
