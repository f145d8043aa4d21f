-- migrate:up
-- Email verification: when the address was confirmed (a link sent after registration); null until then.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz(3);

-- Single-purpose tokens sent by email (password reset, email verification): only their SHA-256 is kept, each works
-- once (used_at) and until expires_at, for the address it was sent to.
CREATE TABLE account_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password-reset', 'email-verification')),
  token_hash text NOT NULL,
  email text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3)
);
CREATE UNIQUE INDEX account_tokens_token_hash_key ON account_tokens (token_hash);
CREATE INDEX account_tokens_user_id_purpose_idx ON account_tokens (user_id, purpose);

-- migrate:down
DROP TABLE account_tokens;
ALTER TABLE users DROP COLUMN email_verified_at;
