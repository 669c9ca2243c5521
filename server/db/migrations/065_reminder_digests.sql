-- The ITC's weekly digest of reminded, not yet renewed certificates (issue 14.2): one row per ITC
-- user and week (its Monday), inserted with ON CONFLICT DO NOTHING by whichever server sends it.
CREATE TABLE reminder_digests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week date NOT NULL,
  certificate_ids uuid[] NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, week)
);
