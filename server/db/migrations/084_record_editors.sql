-- Who has a record open in a form now (issue 23.4, "Jana Winter is editing"): each open form says
-- so every 15 s (PUT /changes/editing), and the others on the same record read who did within the
-- last 40 s. A table, not the server's memory: with several servers, the two editors may be on two.
CREATE TABLE record_editors (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource text NOT NULL,
  record_id uuid NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (resource, record_id, user_id)
);
