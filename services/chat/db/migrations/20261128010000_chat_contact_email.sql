-- migrate:up
-- A signed-out visitor who asked for a person may leave an address: support's answer is emailed there when they
-- are not in the conversation (a signed-in user's goes to their account's address). Gone with the conversation.
ALTER TABLE chat_sessions ADD COLUMN contact_email text;

-- migrate:down
ALTER TABLE chat_sessions DROP COLUMN contact_email;
