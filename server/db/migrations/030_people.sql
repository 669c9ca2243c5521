-- Accounts and support: password reset and invitation tokens, organisation comments and tickets,
-- and the requests of the public support form.

-- A link sent by mail to set a new password. Only the SHA-256 of the random token is stored, so
-- a leaked table gives no working link. A token works once and until expires_at.
CREATE TABLE password_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  -- reset: the user asked for it (one hour); invite: a new account's first password (longer)
  purpose text NOT NULL CHECK (purpose IN ('reset', 'invite')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_tokens_user_idx ON password_tokens (user_id, expires_at);

-- Internal staff's comments on organisations, and the support tickets of organisations. A reply
-- to a ticket points to it (parent_id). Only rows flagged visible_to_customer are shown to the
-- organisation itself; a ticket the organisation opened is visible to it from the start.
CREATE TABLE organisation_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id),
  type text NOT NULL CHECK (type IN ('comment', 'ticket')),
  parent_id uuid REFERENCES organisation_comments (id) ON DELETE CASCADE,
  comment text NOT NULL CHECK (length(comment) BETWEEN 1 AND 5000),
  visible_to_customer boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisation_comments_organisation_idx ON organisation_comments (organisation_id, created_at DESC);
CREATE INDEX organisation_comments_parent_idx ON organisation_comments (parent_id) WHERE parent_id IS NOT NULL;

-- The public support form (§3 Support ticket). Not tied to an organisation: the sender is anonymous.
CREATE TABLE support_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_name text NOT NULL CHECK (length(organisation_name) BETWEEN 1 AND 200),
  contact_person text NOT NULL CHECK (length(contact_person) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  privacy_policy_confirmed boolean NOT NULL CHECK (privacy_policy_confirmed),
  language text CHECK (language IN ('en', 'de')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_created_idx ON support_tickets (created_at DESC);
