-- migrate:up
-- Who can be written to: a copy of auth's users from its events (registered, updated, email changed, deleted).
CREATE TABLE recipients (
  user_id uuid PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL,
  role text NOT NULL DEFAULT 'user',
  is_active boolean NOT NULL DEFAULT true,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX recipients_role_is_active_idx ON recipients (role, is_active);

-- One email per event (event_id is unique): queued by the consumer, sent by the queue's worker.
CREATE TABLE email_messages (
  id uuid PRIMARY KEY,
  event_id uuid NOT NULL,
  kind text NOT NULL,
  user_id uuid,
  "to" text[] NOT NULL,
  subject text,
  data jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  provider_message_id text,
  traceparent text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  sent_at timestamptz(3)
);
CREATE UNIQUE INDEX email_messages_event_id_key ON email_messages (event_id);
CREATE INDEX email_messages_created_at_idx ON email_messages (created_at);
CREATE INDEX email_messages_user_id_idx ON email_messages (user_id);

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
DROP TABLE email_messages;
DROP TABLE recipients;
