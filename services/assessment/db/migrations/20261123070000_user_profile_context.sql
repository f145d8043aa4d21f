-- migrate:up
-- The industry and company size a user gives in Settings (auth.user.updated's profile), kept beside their name.
ALTER TABLE user_profiles
  ADD COLUMN industry text NOT NULL DEFAULT '',
  ADD COLUMN company_size text NOT NULL DEFAULT '';

-- migrate:down
ALTER TABLE user_profiles DROP COLUMN company_size, DROP COLUMN industry;
