-- Instructor certification: disciplines of an ITC with their templates, certificate requests of
-- the ITC's sites with their files. Files live in the database (bytea), so any number of server
-- instances can serve them.

CREATE TABLE disciplines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the ITC owning the discipline; its sites read it
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  validity_months integer NOT NULL DEFAULT 24 CHECK (validity_months BETWEEN 1 AND 120),
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX disciplines_name_key ON disciplines (organisation_id, lower(name)) WHERE NOT deleted;
CREATE INDEX disciplines_organisation_idx ON disciplines (organisation_id, deleted, name);

-- One template per discipline and type; uploading again replaces it.
CREATE TABLE discipline_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  discipline_id uuid NOT NULL REFERENCES disciplines (id),
  type text NOT NULL CHECK (type IN ('TEMPLATE', 'TEMPLATE_CERTIFICATION', 'TEMPLATE_RECERTIFICATION')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (discipline_id, type)
);
CREATE INDEX discipline_templates_organisation_idx ON discipline_templates (organisation_id, discipline_id);

CREATE TABLE instructor_certificates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the site of the instructor profile
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  instructor_id uuid NOT NULL REFERENCES instructor_profiles (id),
  discipline_id uuid NOT NULL REFERENCES disciplines (id),
  discipline_type text NOT NULL CHECK (discipline_type IN ('INITIAL', 'RECERTIFICATION')),
  status text NOT NULL DEFAULT 'DATAENTRY' CHECK (status IN ('DATAENTRY', 'APPROVAL', 'APPROVED', 'CERTIFIED')),
  info text CHECK (length(info) <= 2000),
  itc_comment text CHECK (length(itc_comment) <= 2000),
  certification_date date,
  expiry_date date,
  invoice_name_or_institution text CHECK (length(invoice_name_or_institution) <= 200),
  invoice_street text CHECK (length(invoice_street) <= 200),
  invoice_house_number text CHECK (length(invoice_house_number) <= 200),
  invoice_zip_code text CHECK (length(invoice_zip_code) <= 200),
  invoice_city text CHECK (length(invoice_city) <= 200),
  invoice_country text CHECK (length(invoice_country) <= 200),
  paid_recertification_accepted boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'CERTIFIED' OR expiry_date IS NOT NULL)
);
CREATE INDEX instructor_certificates_organisation_idx ON instructor_certificates (organisation_id, status, created_at);
CREATE INDEX instructor_certificates_discipline_idx ON instructor_certificates (discipline_id);
-- the newest certified certificate of an instructor per discipline (display status)
CREATE INDEX instructor_certificates_certified_idx ON instructor_certificates (instructor_id, discipline_id, expiry_date DESC)
  WHERE status = 'CERTIFIED';
-- "Only one request per discipline": one open request per instructor and discipline, also under
-- concurrent requests
CREATE UNIQUE INDEX instructor_certificates_open_key ON instructor_certificates (instructor_id, discipline_id)
  WHERE status <> 'CERTIFIED';

CREATE TABLE certificate_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  certificate_id uuid NOT NULL REFERENCES instructor_certificates (id),
  type text NOT NULL CHECK (type IN ('APPLICATION_FORM', 'MONITORING_FORM', 'CURRENT_PROVIDER_STATUS', 'CERTIFICIATE_INSTRUCTOR_COURSE', 'RENEWAL_CHECKLIST', 'INSTRUCTOR_CERTIFICATE', 'ADDITIONAL_ATTACHMENT')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX certificate_files_certificate_idx ON certificate_files (certificate_id, type);
CREATE INDEX certificate_files_organisation_idx ON certificate_files (organisation_id);

