-- migrate:up
-- Answers people can give honestly (issue 11): besides a level 1-5, "dont-know" on every question and
-- "not-applicable" on the questions the bank marks allows_not_applicable. An answer row holds exactly one of
-- value (a level) or choice. Rows written before this migration all have a value, so their scores stay as they were.
ALTER TABLE answers ALTER COLUMN value DROP NOT NULL;
ALTER TABLE answers ADD COLUMN choice text CHECK (choice IN ('dont-know', 'not-applicable'));
ALTER TABLE answers ADD CONSTRAINT answers_value_or_choice CHECK ((value IS NULL) <> (choice IS NULL));

ALTER TABLE questions ADD COLUMN allows_not_applicable boolean NOT NULL DEFAULT false;
-- The practices that may not apply to every organisation (src/question-bank marks the same ones), in every
-- version already stored: an assessment in progress offers "Not applicable" on them too.
UPDATE questions SET allows_not_applicable = true
 WHERE id IN ('data-05', 'talent-05', 'cx-02', 'cx-03', 'partnerships-03', 'partnerships-04', 'compliance-04',
              'resources-02')
   AND NOT is_quick;

-- Benchmark cohorts by industry and company-size band.
CREATE INDEX assessments_completed_size_idx ON assessments (industry, company_size) WHERE status = 'completed';

-- migrate:down
DROP INDEX assessments_completed_size_idx;
ALTER TABLE questions DROP COLUMN allows_not_applicable;
DELETE FROM answers WHERE choice IS NOT NULL;
ALTER TABLE answers DROP CONSTRAINT answers_value_or_choice;
ALTER TABLE answers DROP COLUMN choice;
ALTER TABLE answers ALTER COLUMN value SET NOT NULL;
