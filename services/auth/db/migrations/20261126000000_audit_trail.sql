-- migrate:up
-- One audit trail: the changes other services make (gathered from their audit events), the ops command line's
-- (named "ops CLI on <host>"), and each target's name kept after it is deleted.
ALTER TABLE audit_log
  ADD COLUMN source text NOT NULL DEFAULT 'auth',
  ADD COLUMN actor_label text,
  ADD COLUMN target_type text NOT NULL DEFAULT 'user',
  ADD COLUMN target_ref text,
  ADD COLUMN target_label text;

CREATE INDEX audit_log_target_ref_at_idx ON audit_log (target_ref, at DESC);

-- migrate:down
DROP INDEX audit_log_target_ref_at_idx;
ALTER TABLE audit_log
  DROP COLUMN source,
  DROP COLUMN actor_label,
  DROP COLUMN target_type,
  DROP COLUMN target_ref,
  DROP COLUMN target_label;
