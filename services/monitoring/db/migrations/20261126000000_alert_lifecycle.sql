-- migrate:up
-- Alerts once per incident: the addresses an alert concerns (an account-based one names them), and who
-- acknowledged and resolved it, when, with a note. An open alert is one not resolved.
ALTER TABLE outliers
  ADD COLUMN addresses text[] NOT NULL DEFAULT '{}',
  ADD COLUMN acknowledged_at timestamptz(3),
  ADD COLUMN acknowledged_by uuid,
  ADD COLUMN acknowledged_note text,
  ADD COLUMN resolved_at timestamptz(3),
  ADD COLUMN resolved_by uuid,
  ADD COLUMN resolved_note text;

-- migrate:down
ALTER TABLE outliers
  DROP COLUMN addresses,
  DROP COLUMN acknowledged_at,
  DROP COLUMN acknowledged_by,
  DROP COLUMN acknowledged_note,
  DROP COLUMN resolved_at,
  DROP COLUMN resolved_by,
  DROP COLUMN resolved_note;
