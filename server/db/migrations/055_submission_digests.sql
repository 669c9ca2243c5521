-- Mail in the recipient's language (issue 12.5). The language the user's interface shows, stored
-- on login beside the one he chose (`language`, which stays null until he chooses), so mail
-- follows what he sees without turning the browser's language into a choice.
ALTER TABLE users
  ADD COLUMN interface_language text CONSTRAINT users_interface_language CHECK (interface_language IN ('en', 'de'));

-- The daily digest of new certificate requests to each ITC user: one row per user and day, written
-- when the digest is sent, so a restart or a second server never sends it again.

CREATE TABLE submission_digests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  certificate_ids uuid[] NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
