-- Organisations, users, their feature-action pairs, the audit log and server settings.

CREATE TABLE organisations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  type text NOT NULL CHECK (type IN ('organisation', 'internal', 'distributor', 'education_center', 'its', 'itc')),
  -- an ITS belongs to its ITC
  parent_id uuid REFERENCES organisations (id),
  modules text[] NOT NULL DEFAULT '{}',
  street text,
  house_number text,
  zip_code text,
  city text,
  country text,
  contact_name text,
  contact_email text,
  phone text,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisations_parent_idx ON organisations (parent_id, id);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  title text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  authorizations text[] NOT NULL DEFAULT '{USER}',
  -- UI settings (null: not chosen yet)
  language text CHECK (language IN ('en', 'de')),
  theme_mode text CHECK (theme_mode IN ('light', 'dark')),
  dashboard_cards_left text[] NOT NULL DEFAULT '{}',
  dashboard_cards_right text[] NOT NULL DEFAULT '{}',
  dashboard_cards_hidden text[] NOT NULL DEFAULT '{}',
  -- raised by a password change or deactivation: tokens carrying an older value stop working
  session_version integer NOT NULL DEFAULT 0,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_organisation_idx ON users (organisation_id, last_name, first_name);

CREATE TABLE user_features (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  feature text NOT NULL,
  action text NOT NULL CHECK (action IN ('manage', 'create', 'read', 'update', 'delete')),
  PRIMARY KEY (user_id, feature, action)
);

-- Who changed what, when, with the row before and after. Written in the same transaction as the change.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  organisation_id uuid,
  user_id uuid,
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, created_at);

-- Failed logins per client address, for the login rate limit (shared by every server instance).
CREATE TABLE login_failures (
  address text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_address_idx ON login_failures (address, failed_at);

-- Server-wide settings that every instance must share (the generated token secret).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
