-- Master data of course organisation, per organisation, soft-deletable. Names are unique per
-- organisation among rows not deleted, ignoring case.

CREATE TABLE course_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX course_types_name_key ON course_types (organisation_id, lower(name)) WHERE NOT deleted;
CREATE INDEX course_types_organisation_idx ON course_types (organisation_id, deleted, name);

CREATE TABLE venues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  address text CHECK (length(address) <= 500),
  comment text CHECK (length(comment) <= 2000),
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX venues_name_key ON venues (organisation_id, lower(name)) WHERE NOT deleted;
CREATE INDEX venues_organisation_idx ON venues (organisation_id, deleted, name);

CREATE TABLE instructor_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX instructor_types_name_key ON instructor_types (organisation_id, lower(name)) WHERE NOT deleted;
CREATE INDEX instructor_types_organisation_idx ON instructor_types (organisation_id, deleted, name);
