-- Every expiry reminder mailed (issue 25.6): the scheduled stages (064) and those the ITC sends by
-- hand, with when, to whom and by whom, shown on the certificate. `days_before` is the stage of a
-- scheduled one; `sent_by` who sent it by hand (null: the schedule, or a user since removed).
CREATE TABLE reminder_sends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  certificate_id uuid NOT NULL REFERENCES instructor_certificates (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  sent_at timestamptz NOT NULL DEFAULT now(),
  recipients text[] NOT NULL,
  by_hand boolean NOT NULL,
  sent_by uuid REFERENCES users (id) ON DELETE SET NULL,
  days_before integer CHECK (days_before BETWEEN 1 AND 730)
);
CREATE INDEX reminder_sends_certificate_idx ON reminder_sends (certificate_id, sent_at DESC);

-- the scheduled reminders sent before: when and which stage (to whom was not kept)
INSERT INTO reminder_sends (certificate_id, organisation_id, sent_at, recipients, by_hand, days_before)
SELECT certificate_id, organisation_id, sent_at, '{}', false, days_before FROM certificate_reminders WHERE sent_at IS NOT NULL;
