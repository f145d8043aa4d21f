-- migrate:up
-- Trigram indexes make the admin's "contains" search fast on 100,000 users. The extension lives in public, once per
-- database, whichever service schema first asks for it (a test schema dropped with CASCADE must not take it along).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Where the tier came from: an admin-given tier is marked, billing's stay billing's.
ALTER TABLE users
  ADD COLUMN tier_source text NOT NULL DEFAULT 'signup' CHECK (tier_source IN ('signup', 'billing', 'admin', 'ops'));
UPDATE users SET tier_source = 'billing' WHERE subscription_tier <> 'free';

-- What the search matches: names, email and company, lower-cased once at write time.
ALTER TABLE users
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || company)) STORED;
CREATE INDEX users_search_text_trgm ON users USING gin (search_text public.gin_trgm_ops);
-- The table's order (newest first) with and without a filter.
CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_role_created_at_idx ON users (role, created_at DESC, id DESC);
CREATE INDEX users_tier_created_at_idx ON users (subscription_tier, created_at DESC, id DESC);
CREATE INDEX users_active_created_at_idx ON users (is_active, created_at DESC, id DESC);
CREATE INDEX sessions_active_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Every admin change and account change, written in the transaction of the change. No foreign keys: a row outlives
-- the users it names (it holds their ids, never their names or email).
CREATE TABLE audit_log (
  id uuid PRIMARY KEY,
  at timestamptz(3) NOT NULL DEFAULT now(),
  action text NOT NULL,
  actor_id uuid,
  target_id uuid,
  changes jsonb NOT NULL DEFAULT '{}',
  changed_fields text[] NOT NULL DEFAULT '{}',
  details jsonb NOT NULL DEFAULT '{}',
  reason text,
  request_id text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_id, at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC);

-- Append-only: nobody edits or removes an entry, not even with SQL.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- migrate:down
DROP TABLE audit_log;
DROP FUNCTION audit_log_refuse_change();
DROP INDEX sessions_active_user_idx;
ALTER TABLE users DROP COLUMN search_text;
ALTER TABLE users DROP COLUMN tier_source;
