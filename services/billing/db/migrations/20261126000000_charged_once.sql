-- migrate:up
-- Premium is charged once: a checkout session expires (`expires_at`, the provider's too), its page URL is kept so
-- a second Pay reuses it, a payment taken from a buyer who already holds premium is refunded with
-- `refund_reason` 'duplicate-payment', and every paid purchase has an invoice (and a refund a credit note) whose
-- number comes from `document_sequences` in the payment's (refund's) own transaction: gap-free per seller.
ALTER TABLE purchases
  ADD COLUMN checkout_url text,
  ADD COLUMN expires_at timestamptz(3),
  ADD COLUMN refund_reason text
    CHECK (refund_reason IS NULL OR refund_reason IN ('guarantee', 'duplicate-payment', 'dispute', 'admin')),
  ADD COLUMN invoice_number text UNIQUE,
  ADD COLUMN credit_note_number text UNIQUE,
  ADD COLUMN seller jsonb;

ALTER TABLE test_sessions ADD COLUMN expires_at timestamptz(3);

-- The last number issued per seller and kind ('invoice', 'credit-note'); the row is locked by the UPDATE that
-- takes the next number until the payment's transaction ends, so a rolled-back payment leaves no gap.
CREATE TABLE document_sequences (
  seller_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
  last_number integer NOT NULL CHECK (last_number >= 0),
  PRIMARY KEY (seller_key, kind)
);

-- migrate:down
DROP TABLE document_sequences;
ALTER TABLE test_sessions DROP COLUMN expires_at;
ALTER TABLE purchases
  DROP COLUMN seller,
  DROP COLUMN credit_note_number,
  DROP COLUMN invoice_number,
  DROP COLUMN refund_reason,
  DROP COLUMN expires_at,
  DROP COLUMN checkout_url;
