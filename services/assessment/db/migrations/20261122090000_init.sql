-- migrate:up
-- The question bank is versioned: a version is a full copy of the bank; editing or importing questions writes a
-- new version, and an assessment keeps the version it was started with. The current version is the newest.
CREATE TABLE question_bank_versions (
  version integer PRIMARY KEY CHECK (version > 0),
  source text NOT NULL CHECK (source IN ('seed', 'edit', 'import')),
  created_by uuid,
  note text NOT NULL DEFAULT '',
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE questions (
  bank_version integer NOT NULL REFERENCES question_bank_versions (version),
  id text NOT NULL,
  position integer NOT NULL,
  dimension text NOT NULL,
  category text NOT NULL,
  text text NOT NULL,
  explanation text NOT NULL,
  weight integer NOT NULL CHECK (weight BETWEEN 1 AND 10),
  business_impact text NOT NULL CHECK (business_impact IN ('low', 'medium', 'high')),
  technical_complexity text NOT NULL CHECK (technical_complexity IN ('low', 'medium', 'high')),
  roi_correlation double precision NOT NULL CHECK (roi_correlation BETWEEN 0 AND 1),
  business_outcomes jsonb NOT NULL,
  response_options jsonb NOT NULL,
  is_quick boolean NOT NULL DEFAULT false,
  PRIMARY KEY (bank_version, id)
);

CREATE TABLE assessments (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('quick', 'full')),
  industry text NOT NULL,
  company_size text NOT NULL,
  bank_version integer NOT NULL REFERENCES question_bank_versions (version),
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'completed')),
  question_ids text[] NOT NULL,
  title text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  completed_at timestamptz(3),
  overall_score double precision CHECK (overall_score BETWEEN 0 AND 100),
  maturity_level integer CHECK (maturity_level BETWEEN 1 AND 5),
  dimension_scores jsonb,
  CHECK (
    (status = 'in_progress' AND completed_at IS NULL AND overall_score IS NULL)
    OR (status = 'completed' AND completed_at IS NOT NULL AND overall_score IS NOT NULL
        AND maturity_level IS NOT NULL AND dimension_scores IS NOT NULL)
  )
);
CREATE INDEX assessments_user_created_idx ON assessments (user_id, created_at DESC);
-- At most one assessment of each kind in progress per user: a second "Begin" resumes it (also under a race).
CREATE UNIQUE INDEX assessments_one_in_progress_idx ON assessments (user_id, kind) WHERE status = 'in_progress';
-- Benchmark cohorts and the admin's recent list read completed assessments by industry and by time.
CREATE INDEX assessments_completed_idx ON assessments (industry, completed_at DESC) WHERE status = 'completed';
CREATE INDEX assessments_completed_at_idx ON assessments (completed_at DESC) WHERE status = 'completed';

CREATE TABLE answers (
  assessment_id uuid NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
  question_id text NOT NULL,
  value smallint NOT NULL CHECK (value BETWEEN 1 AND 5),
  answered_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (assessment_id, question_id)
);

CREATE TABLE roadmap_action_states (
  assessment_id uuid NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
  action_id text NOT NULL,
  done boolean NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (assessment_id, action_id)
);

-- Rendered PDFs, stored after the first render: one per assessment, kind and bank version.
CREATE TABLE reports (
  assessment_id uuid NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('summary', 'full')),
  bank_version integer NOT NULL,
  pdf bytea NOT NULL,
  render_ms integer NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (assessment_id, kind, bank_version)
);

-- Names and company of users, from auth.user.registered (the admin's recent-assessments list shows them).
CREATE TABLE user_profiles (
  user_id uuid PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text NOT NULL DEFAULT '',
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE outbox_events (
  id uuid PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX outbox_events_unpublished ON outbox_events (created_at) WHERE published_at IS NULL;

CREATE TABLE processed_events (
  consumer text NOT NULL,
  event_id uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);

-- migrate:down
DROP TABLE processed_events;
DROP TABLE outbox_events;
DROP TABLE user_profiles;
DROP TABLE reports;
DROP TABLE roadmap_action_states;
DROP TABLE answers;
DROP TABLE assessments;
DROP TABLE questions;
DROP TABLE question_bank_versions;
