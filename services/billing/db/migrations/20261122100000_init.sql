-- migrate:up
-- Staff coupons: `uses` is counted by a conditional UPDATE (uses < max_uses), so racing redemptions of the last
-- use see exactly one winner.
CREATE TABLE coupons (
  code text PRIMARY KEY CHECK (code = upper(code)),
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '',
  max_uses integer CHECK (max_uses IS NULL OR max_uses >= 1),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  expires_at timestamptz(3),
  disabled_at timestamptz(3),
  created_by uuid,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- One use per user per coupon.
CREATE TABLE coupon_redemptions (
  id uuid PRIMARY KEY,
  coupon_code text NOT NULL REFERENCES coupons (code),
  user_id uuid NOT NULL,
  purchase_id uuid,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (coupon_code, user_id)
);

-- A purchase: one checkout session (or one 100% staff coupon). `status` is the payment as the provider last
-- reported it; `entitlement` the premium it gives, which only moves forward (none → active → refunded /
-- disputed, disputed → active on a won dispute).
CREATE TABLE purchases (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  email text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('stripe', 'test', 'coupon')),
  test_mode boolean NOT NULL,
  session_id text UNIQUE,
  payment_intent_id text UNIQUE,
  product_type text NOT NULL DEFAULT 'premium',
  list_amount integer NOT NULL CHECK (list_amount >= 0),
  discount_percent integer NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  coupon_code text,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'processing', 'paid', 'failed', 'expired', 'refunded', 'disputed')),
  entitlement text NOT NULL DEFAULT 'none' CHECK (entitlement IN ('none', 'active', 'refunded', 'disputed')),
  amount_refunded integer NOT NULL DEFAULT 0,
  refund_id text,
  dispute_id text,
  dispute_status text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  paid_at timestamptz(3),
  refunded_at timestamptz(3)
);
CREATE INDEX purchases_user_id_idx ON purchases (user_id, created_at DESC);

-- The TEST MODE provider's own sessions (what Stripe would hold): billing reads them back like Stripe's.
CREATE TABLE test_sessions (
  id text PRIMARY KEY,
  purchase_id uuid NOT NULL,
  user_id uuid NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'processing', 'paid', 'failed', 'expired')),
  payment_intent_id text NOT NULL,
  settles_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- Provider events applied, each recorded in the transaction of its effect (a failed handler leaves no row).
CREATE TABLE provider_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz(3) NOT NULL DEFAULT now()
);

-- Every redemption, grant, refund and revocation: who, when, what, and the request that did it.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY,
  at timestamptz(3) NOT NULL DEFAULT now(),
  action text NOT NULL,
  actor_id uuid,
  user_id uuid,
  purchase_id uuid,
  coupon_code text,
  request_id text,
  details jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_user_id_idx ON audit_log (user_id, at);

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
DROP TABLE audit_log;
DROP TABLE provider_events;
DROP TABLE test_sessions;
DROP TABLE purchases;
DROP TABLE coupon_redemptions;
DROP TABLE coupons;
