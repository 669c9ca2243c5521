-- Public-form limits counted in the database (issue 16), so that every server instance behind a
-- load balancer adds to the same count instead of each granting its own.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
