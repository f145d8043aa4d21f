-- migrate:up
-- Organisation assessment rounds (issue 27). Membership is auth's: organisation_copies and organisation_members are
-- this service's copy of it, kept from auth.organisation.* events (who may see a round, names shown beside progress).
CREATE TABLE organisation_copies (
  id           uuid PRIMARY KEY,
  name         text NOT NULL,
  industry     text NOT NULL,
  company_size text NOT NULL,
  tier         text NOT NULL DEFAULT 'premium',
  updated_at   timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE organisation_members (
  organisation_id uuid NOT NULL REFERENCES organisation_copies (id) ON DELETE CASCADE,
  user_id         uuid NOT NULL,
  role            text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  first_name      text NOT NULL DEFAULT '',
  last_name       text NOT NULL DEFAULT '',
  joined_at       timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, user_id)
);
CREATE INDEX organisation_members_user_idx ON organisation_members (user_id);

-- A round: its questions are fixed when it starts (bank version and kind); `results` holds the aggregate computed once
-- when it closes (numbers only, no names), `overall_score` and `dimension_scores` feed the benchmark.
CREATE TABLE rounds (
  id               uuid PRIMARY KEY,
  organisation_id  uuid NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('quick', 'full')),
  anonymity        text NOT NULL CHECK (anonymity IN ('anonymous', 'named')),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  industry         text NOT NULL,
  company_size     text NOT NULL,
  bank_version     integer NOT NULL REFERENCES question_bank_versions (version),
  question_ids     text[] NOT NULL,
  assignments      jsonb NOT NULL DEFAULT '{}',
  deadline         timestamptz(3) NOT NULL,
  started_by       uuid,
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  closed_at        timestamptz(3),
  close_reason     text CHECK (close_reason IN ('manual', 'deadline')),
  closed_by        uuid,
  overall_score    double precision,
  dimension_scores jsonb,
  results          jsonb,
  roadmap_revision bigint NOT NULL DEFAULT 0
);
CREATE INDEX rounds_organisation_idx ON rounds (organisation_id, created_at DESC);
CREATE INDEX rounds_open_deadline_idx ON rounds (deadline) WHERE status = 'open';

-- A participant; `user_id` is null once the person deleted their account (their answers of closed rounds are gone,
-- the stored aggregate stays). `role_group` is their role when the round started (the breakdown by role).
CREATE TABLE round_participants (
  id           uuid PRIMARY KEY,
  round_id     uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  user_id      uuid,
  dimensions   text[] NOT NULL,
  total        integer NOT NULL,
  role_group   text NOT NULL CHECK (role_group IN ('leadership', 'members')),
  submitted_at timestamptz(3)
);
CREATE UNIQUE INDEX round_participants_round_user_idx ON round_participants (round_id, user_id);
CREATE INDEX round_participants_user_idx ON round_participants (user_id);

CREATE TABLE round_answers (
  participant_id uuid NOT NULL REFERENCES round_participants (id) ON DELETE CASCADE,
  question_id    text NOT NULL,
  value          smallint CHECK (value BETWEEN 1 AND 5),
  choice         text CHECK (choice IN ('dont-know', 'not-applicable')),
  answered_at    timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (participant_id, question_id),
  CHECK ((value IS NULL) <> (choice IS NULL))
);

-- The organisation roadmap's actions: ticked done, assigned to a member.
CREATE TABLE round_action_states (
  round_id    uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  action_id   text NOT NULL,
  done        boolean NOT NULL DEFAULT false,
  assignee_id uuid,
  updated_at  timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (round_id, action_id)
);
CREATE INDEX round_action_states_assignee_idx ON round_action_states (assignee_id) WHERE assignee_id IS NOT NULL;

-- One reminder per participant per reminder time: the row is the "once".
CREATE TABLE round_reminders (
  round_id     uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  user_id      uuid NOT NULL,
  hours_before integer NOT NULL,
  requested_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (round_id, user_id, hours_before)
);

-- Board reports, rendered once per round and roadmap revision.
CREATE TABLE round_reports (
  round_id   uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  revision   bigint NOT NULL,
  pdf        bytea NOT NULL,
  render_ms  integer NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (round_id, revision)
);

-- migrate:down
DROP TABLE round_reports;
DROP TABLE round_reminders;
DROP TABLE round_action_states;
DROP TABLE round_answers;
DROP TABLE round_participants;
DROP TABLE rounds;
DROP TABLE organisation_members;
DROP TABLE organisation_copies;
