-- Courses with their trainers and participants (§3). Status moves along NEW, PLANNING,
-- PREPARATION, EXECUTION, FOLLOWUP, DONE one step at a time (src/domain/courses.ts); status_rank
-- orders and groups lists in that order. Trainers and participants belong to one course and carry
-- the course's organisation_id, like every tenant-owned row. Texts people sort by use the Unicode
-- collation.

CREATE TABLE courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  course_type_id uuid NOT NULL REFERENCES course_types (id),
  -- venues are soft-deleted in the app; a hard delete (maintenance) leaves the course without one
  venue_id uuid REFERENCES venues (id) ON DELETE SET NULL,
  -- the day the course was booked (order date)
  date date,
  start_date date NOT NULL,
  end_date date,
  time text CHECK (length(time) <= 50),
  course_format text CHECK (course_format IN ('ONSITE', 'ONLINE', 'BLENDED')),
  doctor_name text COLLATE "und-x-icu" CHECK (length(doctor_name) <= 100),
  number_of_participants integer CHECK (number_of_participants BETWEEN 0 AND 1000),
  target_group text COLLATE "und-x-icu" CHECK (length(target_group) <= 200),
  customer text COLLATE "und-x-icu" CHECK (length(customer) <= 200),
  "order" text COLLATE "und-x-icu" CHECK (length("order") <= 200),
  project_number text CHECK (length(project_number) <= 50),
  invoice_number text CHECK (length(invoice_number) <= 50),
  expected_revenue numeric(12, 2) CHECK (expected_revenue BETWEEN 0 AND 9999999.99),
  course_languages text[] NOT NULL DEFAULT '{}',
  course_leader text COLLATE "und-x-icu" CHECK (length(course_leader) <= 100),
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'PLANNING', 'PREPARATION', 'EXECUTION', 'FOLLOWUP', 'DONE')),
  status_rank smallint GENERATED ALWAYS AS (
    CASE status WHEN 'NEW' THEN 1 WHEN 'PLANNING' THEN 2 WHEN 'PREPARATION' THEN 3
      WHEN 'EXECUTION' THEN 4 WHEN 'FOLLOWUP' THEN 5 ELSE 6 END
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT courses_dates_order CHECK (end_date IS NULL OR end_date >= start_date)
);
CREATE INDEX courses_organisation_idx ON courses (organisation_id, start_date, id);
CREATE INDEX courses_organisation_status_idx ON courses (organisation_id, status_rank, start_date);
CREATE INDEX courses_course_type_idx ON courses (course_type_id);
CREATE INDEX courses_venue_idx ON courses (venue_id);

CREATE TABLE course_trainers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  -- order in the course form
  position smallint NOT NULL,
  instructor_profile_id uuid REFERENCES instructor_profiles (id),
  instructor_type text NOT NULL CHECK (instructor_type IN ('instructor', 'trainee')),
  origin text NOT NULL CHECK (origin IN ('own_organisation', 'other_organisation', 'free_text')),
  -- the trainer's name when he is given as free text
  name text CHECK (length(name) <= 100),
  aha_instructor_id text CHECK (length(aha_instructor_id) <= 50),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_trainers_origin_fields CHECK (
    (origin = 'free_text' AND instructor_profile_id IS NULL AND name IS NOT NULL)
    OR (origin <> 'free_text' AND instructor_profile_id IS NOT NULL)
  )
);
CREATE INDEX course_trainers_organisation_idx ON course_trainers (organisation_id, course_id);
CREATE INDEX course_trainers_course_idx ON course_trainers (course_id, position);
-- "my courses": the courses an instructor profile trains in
CREATE INDEX course_trainers_instructor_idx ON course_trainers (instructor_profile_id, course_id);
CREATE UNIQUE INDEX course_trainers_instructor_key ON course_trainers (course_id, instructor_profile_id) WHERE instructor_profile_id IS NOT NULL;

CREATE TABLE course_participants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  sequence_number integer NOT NULL CHECK (sequence_number BETWEEN 1 AND 10000),
  participant_profile_id uuid NOT NULL REFERENCES participant_profiles (id),
  order_number text CHECK (length(order_number) <= 50),
  grouping text CHECK (length(grouping) <= 100),
  comment text CHECK (length(comment) <= 2000),
  price numeric(10, 2) CHECK (price BETWEEN 0 AND 99999.99),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_participants_sequence_key UNIQUE (course_id, sequence_number),
  CONSTRAINT course_participants_profile_key UNIQUE (course_id, participant_profile_id)
);
CREATE INDEX course_participants_organisation_idx ON course_participants (organisation_id, course_id);
CREATE INDEX course_participants_profile_idx ON course_participants (participant_profile_id);
