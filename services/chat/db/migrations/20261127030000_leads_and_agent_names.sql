-- migrate:up
-- A support reply keeps the name its agent had when answering (shown to the user and in the inbox).
ALTER TABLE chat_messages ADD COLUMN agent_name text;

-- White-label requests are worked as leads: a status, a note, and when either last changed.
ALTER TABLE whitelabel_requests
  ADD COLUMN status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
  ADD COLUMN note text NOT NULL DEFAULT '',
  ADD COLUMN updated_at timestamptz(3);

-- migrate:down
ALTER TABLE whitelabel_requests DROP COLUMN status, DROP COLUMN note, DROP COLUMN updated_at;
ALTER TABLE chat_messages DROP COLUMN agent_name;
