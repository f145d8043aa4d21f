-- migrate:up
-- A question bank an admin cannot break by accident (issue 21).
-- The written advice of a question added or edited by an admin (four steps, each with its finish criterion);
-- null means the seed bank's advice for a seed question, else "no written advice".
ALTER TABLE questions ADD COLUMN advice jsonb;
-- A retired question stays in the version's copy, marked, so that it can be restored as it was; new assessments
-- never ask it, and assessments of older versions keep asking and scoring it.
ALTER TABLE questions ADD COLUMN retired boolean NOT NULL DEFAULT false;

-- Who changed what in each bank version: one row per question changed, with the admin's id and name at the time.
CREATE TABLE question_changes (
  bank_version integer NOT NULL REFERENCES question_bank_versions (version),
  question_id  text NOT NULL,
  change       text NOT NULL CHECK (change IN ('added', 'edited', 'retired', 'restored')),
  fields       text[] NOT NULL DEFAULT '{}',
  actor_id     uuid,
  actor_name   text NOT NULL,
  reason       text NOT NULL DEFAULT '',
  created_at   timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (bank_version, question_id)
);
CREATE INDEX question_changes_question_idx ON question_changes (question_id, bank_version DESC);

-- migrate:down
DROP TABLE question_changes;
ALTER TABLE questions DROP COLUMN retired;
ALTER TABLE questions DROP COLUMN advice;
