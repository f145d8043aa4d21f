-- migrate:up
-- A support conversation. Bound to a user (user_id) or, for an anonymous visitor, to the browser holding the
-- secret whose SHA-256 is token_hash. `status`: the assistant answers, or a person does (handed-off).
CREATE TABLE chat_sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL,
  user_id uuid,
  status text NOT NULL DEFAULT 'assistant' CHECK (status IN ('assistant', 'handed-off')),
  handed_off_at timestamptz(3),
  first_handed_off_at timestamptz(3),
  handoff_reason text,
  last_page text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  last_message_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX chat_sessions_user_idx ON chat_sessions (user_id, last_message_at DESC);
CREATE INDEX chat_sessions_inbox_idx ON chat_sessions (first_handed_off_at) WHERE first_handed_off_at IS NOT NULL;

-- The messages of a conversation: the visitor's (user), the assistant's, or a support person's (agent).
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('user', 'assistant', 'agent')),
  content text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]',
  provider text CHECK (provider IN ('openai', 'offline')),
  agent_id uuid,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, created_at, id);

-- A thumbs up or down on an assistant answer (one per answer; taking it back deletes the row).
CREATE TABLE chat_feedback (
  message_id uuid PRIMARY KEY REFERENCES chat_messages (id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
  rating text NOT NULL CHECK (rating IN ('up', 'down')),
  comment text,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX chat_feedback_created_idx ON chat_feedback (created_at DESC);

-- What chat knows of a user, kept from events (auth, billing, assessment), never read from their tables.
-- A deleted user keeps only the tombstone (deleted_at), so a late event cannot bring the profile back.
CREATE TABLE chat_users (
  user_id uuid PRIMARY KEY,
  email text,
  first_name text,
  last_name text,
  company text,
  industry text,
  tier text NOT NULL DEFAULT 'free',
  role text NOT NULL DEFAULT 'user',
  latest_assessment jsonb,
  deleted_at timestamptz(3),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

-- Requests from the white-label page's form.
CREATE TABLE whitelabel_requests (
  id uuid PRIMARY KEY,
  request_type text NOT NULL CHECK (request_type IN ('deployment', 'demo')),
  company_name text NOT NULL,
  contact_email text NOT NULL,
  phone text,
  industry text,
  current_crm text,
  monthly_volume text,
  primary_goals text,
  integration_type text,
  timeline text,
  selected_plan text,
  ip_address text,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX whitelabel_requests_created_idx ON whitelabel_requests (created_at DESC);

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
DROP TABLE whitelabel_requests;
DROP TABLE chat_users;
DROP TABLE chat_feedback;
DROP TABLE chat_messages;
DROP TABLE chat_sessions;
