-- Idempotent creates (issue 16): a POST with an Idempotency-Key header is answered once; a retry
-- with the same key by the same user gets the first answer instead of a second record. The row
-- is claimed before the request runs (status NULL while it does), so two retries at once cannot
-- both create. Old rows are pruned by the server (a day is far longer than any client retries).
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CONSTRAINT idempotency_keys_key CHECK (length(key) BETWEEN 1 AND 200),
  method text NOT NULL,
  path text NOT NULL,
  status integer,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
