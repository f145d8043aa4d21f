-- migrate:up
-- Usage: one row per user and calendar month (UTC, 'YYYY-MM'). A free user's prompt is reserved by a conditional
-- upsert (used + reserved < limit), so racing requests for the last prompt see exactly one winner; a reservation
-- becomes used on success or is given back on failure.
CREATE TABLE usage_months (
  user_id uuid NOT NULL,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  tools text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, month)
);

-- Every prompt: reserved, then committed (its answer: the history) or released (nothing spent). The
-- Idempotency-Key (or a random one) is unique per user: the same key sent twice is one prompt.
CREATE TABLE prompt_requests (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  month text NOT NULL,
  tool text NOT NULL CHECK (tool IN ('generate-code', 'optimize-prompt', 'strategy-plan')),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL DEFAULT 'reserved' CHECK (status IN ('reserved', 'committed', 'released')),
  title text NOT NULL,
  input jsonb NOT NULL,
  output jsonb,
  provider text CHECK (provider IN ('openai', 'offline')),
  model text,
  offline boolean,
  prompt_tokens integer NOT NULL DEFAULT 0,
  completion_tokens integer NOT NULL DEFAULT 0,
  tokens_estimated boolean NOT NULL DEFAULT false,
  duration_ms integer NOT NULL DEFAULT 0,
  failure text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  completed_at timestamptz(3),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX prompt_requests_history ON prompt_requests (user_id, created_at DESC) WHERE status = 'committed';
CREATE INDEX prompt_requests_window ON prompt_requests (user_id, status, created_at);

-- The assessments this service knows, copied from assessment.assessment.completed (it never reads the
-- assessment service's tables): the strategy planner's input.
CREATE TABLE assessment_copies (
  assessment_id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  kind text NOT NULL,
  industry text NOT NULL,
  company_size text NOT NULL,
  overall_score double precision NOT NULL,
  maturity_level text NOT NULL,
  dimension_scores jsonb NOT NULL,
  completed_at timestamptz(3) NOT NULL,
  received_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX assessment_copies_latest ON assessment_copies (user_id, completed_at DESC);

-- The saved 90-day plan, one per user.
CREATE TABLE strategy_plans (
  user_id uuid PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  assessment jsonb NOT NULL,
  content jsonb NOT NULL,
  provider text NOT NULL CHECK (provider IN ('openai', 'offline')),
  model text,
  offline boolean NOT NULL,
  edited boolean NOT NULL DEFAULT false,
  generated_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL
);

-- Users erased on auth.user.deleted: a late assessment event of theirs is dropped, not stored.
CREATE TABLE erased_users (
  user_id uuid PRIMARY KEY,
  erased_at timestamptz(3) NOT NULL DEFAULT now()
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
DROP TABLE erased_users;
DROP TABLE strategy_plans;
DROP TABLE assessment_copies;
DROP TABLE prompt_requests;
DROP TABLE usage_months;
