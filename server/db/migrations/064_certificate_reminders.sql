-- Expiry reminders (issue 14.2): one row per certificate and reminder stage (days before expiry),
-- claimed with ON CONFLICT DO NOTHING so that several servers and restarts send each one once;
-- sent_at is set in the transaction that mails it (a claimed, unsent row is sent on the next run).
CREATE TABLE certificate_reminders (
  certificate_id uuid NOT NULL REFERENCES instructor_certificates (id) ON DELETE CASCADE,
  days_before integer NOT NULL CHECK (days_before BETWEEN 1 AND 730),
  -- the site of the certificate, for tenant-scoped reads
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  due_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (certificate_id, days_before)
);
CREATE INDEX certificate_reminders_unsent_idx ON certificate_reminders (created_at) WHERE sent_at IS NULL;
