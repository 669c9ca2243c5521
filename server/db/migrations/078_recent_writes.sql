-- Read-your-writes with a read replica (issue 16): the WAL position of each user's last write,
-- kept on the primary so that every instance knows whether the replica has replayed it yet.
CREATE TABLE recent_writes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  lsn pg_lsn NOT NULL,
  written_at timestamptz NOT NULL DEFAULT now()
);
