-- Scheduled jobs run once across server instances (issue 16): an instance runs a job only after
-- taking its lease. A table rather than a session advisory lock because a transaction-pooling
-- PgBouncer gives no session, and a lease ends by itself when its holder dies.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  until timestamptz NOT NULL
);
