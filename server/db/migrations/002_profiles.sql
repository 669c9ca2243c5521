-- Participant and instructor profiles: a person's record at one organisation. A user may have
-- profiles at several organisations (My account lists them).

CREATE TABLE participant_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  user_id uuid REFERENCES users (id),
  title text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone_number text,
  qualification text,
  food_preference text,
  customer_number text,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX participant_profiles_organisation_idx ON participant_profiles (organisation_id, deleted, last_name, first_name);
CREATE INDEX participant_profiles_user_idx ON participant_profiles (user_id);

CREATE TABLE instructor_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  participant_profile_id uuid NOT NULL REFERENCES participant_profiles (id),
  compensation_per_hour numeric(10, 2) CHECK (compensation_per_hour >= 0),
  status text CHECK (status IN ('FULLTIME', 'PARTTIME', 'MINIJOB', 'FREELANCER')),
  cell_phone text,
  google_email text,
  clothing_size text,
  comment text,
  aha_instructor_id text,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX instructor_profiles_organisation_idx ON instructor_profiles (organisation_id, deleted);
CREATE INDEX instructor_profiles_participant_idx ON instructor_profiles (participant_profile_id);
CREATE INDEX instructor_profiles_aha_idx ON instructor_profiles (aha_instructor_id) WHERE aha_instructor_id IS NOT NULL;
