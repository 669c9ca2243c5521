-- The daily digest of new certificate requests to each ITC user (issue 12.5): one row per user and
-- day, written when the digest is sent, so a restart or a second server never sends it again.

CREATE TABLE submission_digests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  certificate_ids uuid[] NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
