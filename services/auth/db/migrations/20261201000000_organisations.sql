-- migrate:up
-- Organisations (issue 27): a leadership team's workspace. Membership is identity, so it lives here.
CREATE TABLE organisations (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  industry text NOT NULL,
  company_size text NOT NULL,
  -- premium: the owner and 5 colleagues; enterprise (set by a platform admin): no member limit.
  tier text NOT NULL DEFAULT 'premium' CHECK (tier IN ('premium', 'enterprise')),
  created_by uuid,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX organisations_created_at_idx ON organisations (created_at DESC);

-- Who belongs to which organisation, with which role. Exactly one owner: the partial unique index refuses a
-- second, and every change locks the organisation's row first (user rows, when touched, before it).
CREATE TABLE organisation_members (
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  joined_at timestamptz(3) NOT NULL DEFAULT now(),
  invitation_id uuid,
  PRIMARY KEY (organisation_id, user_id)
);
CREATE UNIQUE INDEX organisation_members_one_owner_key ON organisation_members (organisation_id) WHERE role = 'owner';
CREATE INDEX organisation_members_user_id_idx ON organisation_members (user_id);

-- Invitations by email: the link's single-use token is kept as its SHA-256 only; a resend replaces it (the
-- previous hashes stay in retired_token_hashes, so an old link is told apart from an unknown one).
CREATE TABLE organisation_invitations (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'member')),
  token_hash text NOT NULL,
  retired_token_hashes text[] NOT NULL DEFAULT '{}',
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  sent_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL,
  accepted_at timestamptz(3),
  accepted_by uuid,
  revoked_at timestamptz(3)
);
CREATE UNIQUE INDEX organisation_invitations_token_hash_key ON organisation_invitations (token_hash);
CREATE INDEX organisation_invitations_retired_token_hashes_idx ON organisation_invitations USING gin (retired_token_hashes);
-- One open (neither accepted nor revoked) invitation per address and organisation.
CREATE UNIQUE INDEX organisation_invitations_one_open_key ON organisation_invitations (organisation_id, email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- migrate:down
DROP TABLE organisation_invitations;
DROP TABLE organisation_members;
DROP TABLE organisations;
