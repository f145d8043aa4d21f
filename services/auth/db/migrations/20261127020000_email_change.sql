-- migrate:up
-- "Change email": a link sent to the new address (kept in email) makes the change when it is followed.
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('password-reset', 'email-verification', 'email-change'));

-- migrate:down
DELETE FROM account_tokens WHERE purpose = 'email-change';
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('password-reset', 'email-verification'));
