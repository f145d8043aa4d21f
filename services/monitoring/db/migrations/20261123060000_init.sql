-- migrate:up
-- Raw rows, one per event (the event id is the key, so a redelivered event is inserted once: the consumers'
-- idempotence). Kept RETENTION_DAYS; addresses truncated after IP_TRUNCATE_DAYS unless investigated.
CREATE TABLE access_logs (
  id uuid PRIMARY KEY,
  at timestamptz(3) NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  duration_ms double precision NOT NULL,
  ip text,
  ip_truncated boolean NOT NULL DEFAULT false,
  user_id uuid,
  user_agent text,
  request_id text NOT NULL
);
CREATE INDEX access_logs_at ON access_logs (at DESC);
CREATE INDEX access_logs_ip_at ON access_logs (ip, at);
CREATE INDEX access_logs_user ON access_logs (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE auth_events (
  id uuid PRIMARY KEY,
  at timestamptz(3) NOT NULL,
  event text NOT NULL,
  user_id uuid,
  email text,
  reason text,
  ip text,
  ip_truncated boolean NOT NULL DEFAULT false
);
CREATE INDEX auth_events_at ON auth_events (at DESC);
CREATE INDEX auth_events_email_at ON auth_events (email, at);
CREATE INDEX auth_events_ip_at ON auth_events (ip, at);
CREATE INDEX auth_events_user ON auth_events (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE security_events (
  id uuid PRIMARY KEY,
  at timestamptz(3) NOT NULL,
  event text NOT NULL,
  severity text NOT NULL,
  source text NOT NULL,
  ip text,
  ip_truncated boolean NOT NULL DEFAULT false,
  user_id uuid,
  details jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX security_events_at ON security_events (at DESC);
CREATE INDEX security_events_user ON security_events (user_id) WHERE user_id IS NOT NULL;

-- Per-minute rollups of access events: the stats read these, not the raw rows. `buckets` counts durations per
-- latency bucket (upper bounds in src/domain/latency-buckets.ts), from which percentiles are estimated.
CREATE TABLE path_rollups (
  minute timestamptz(0) NOT NULL,
  path text NOT NULL,
  requests integer NOT NULL,
  server_errors integer NOT NULL,
  client_errors integer NOT NULL,
  total_ms double precision NOT NULL,
  max_ms double precision NOT NULL,
  buckets integer[] NOT NULL,
  PRIMARY KEY (minute, path)
);

CREATE TABLE ip_rollups (
  minute timestamptz(0) NOT NULL,
  ip text NOT NULL,
  requests integer NOT NULL,
  server_errors integer NOT NULL,
  not_found integer NOT NULL,
  PRIMARY KEY (minute, ip)
);

CREATE TABLE daily_active_users (
  day date NOT NULL,
  user_id uuid NOT NULL,
  PRIMARY KEY (day, user_id)
);

-- What /api/admin/stats counts, from auth and assessment events (never from their tables).
CREATE TABLE users (
  user_id uuid PRIMARY KEY,
  email text,
  registered_at timestamptz(3),
  last_login_at timestamptz(3)
);

-- Users deleted in auth: events still in other streams' backlogs lose their user id on the way in.
CREATE TABLE deleted_users (
  user_id uuid PRIMARY KEY,
  deleted_at timestamptz(3) NOT NULL
);

CREATE TABLE completed_assessments (
  assessment_id uuid PRIMARY KEY,
  user_id uuid,
  overall_score double precision NOT NULL,
  completed_at timestamptz(3) NOT NULL
);
CREATE INDEX completed_assessments_user ON completed_assessments (user_id) WHERE user_id IS NOT NULL;

-- Outliers found by the rules, with their evidence; one per rule and key per cool-down.
CREATE TABLE outliers (
  id uuid PRIMARY KEY,
  type text NOT NULL,
  rule_key text NOT NULL,
  severity text NOT NULL,
  message text NOT NULL,
  detected_at timestamptz(3) NOT NULL,
  window_start timestamptz(3) NOT NULL,
  window_end timestamptz(3) NOT NULL,
  observed double precision NOT NULL,
  threshold double precision NOT NULL,
  baseline double precision,
  sample_event_ids text[] NOT NULL
);
CREATE INDEX outliers_type_key ON outliers (type, rule_key, detected_at DESC);
CREATE INDEX outliers_detected_at ON outliers (detected_at DESC);

CREATE TABLE investigated_ips (
  ip text PRIMARY KEY,
  reason text NOT NULL,
  marked_by uuid,
  marked_at timestamptz(3) NOT NULL
);

-- The transactional outbox (security events it raises) and the consumers' remembered ids (libs/bus OUTBOX_SQL).
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

-- An address cut to its network (IPv4 /24, IPv6 /48) once it is older than IP_TRUNCATE_DAYS; what is no address
-- at all becomes 'redacted'.
CREATE FUNCTION truncate_ip(address text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF address IS NULL THEN RETURN NULL; END IF;
  IF family(address::inet) = 4 THEN
    RETURN host(network(set_masklen(address::inet, 24)));
  END IF;
  RETURN host(network(set_masklen(address::inet, 48)));
EXCEPTION WHEN others THEN
  RETURN 'redacted';
END;
$$;

-- migrate:down
DROP FUNCTION truncate_ip(text);
DROP TABLE processed_events;
DROP TABLE outbox_events;
DROP TABLE investigated_ips;
DROP TABLE outliers;
DROP TABLE completed_assessments;
DROP TABLE deleted_users;
DROP TABLE users;
DROP TABLE daily_active_users;
DROP TABLE ip_rollups;
DROP TABLE path_rollups;
DROP TABLE security_events;
DROP TABLE auth_events;
DROP TABLE access_logs;
