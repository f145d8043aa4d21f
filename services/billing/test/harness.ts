import Stripe from 'stripe';
import {
  call as callService,
  startServiceForTest,
  startTokenIssuer,
  type CallResult,
  type TokenIssuer,
} from '@readiness/testing';
import { loadEnv, type BillingEnv } from '../src/env.ts';
import { buildBillingService } from '../src/service.ts';
import type { StripeStub } from './stripe-stub.ts';

/** The kit's call helper, answering untyped JSON records. */
export const call: (...args: Parameters<typeof callService>) => Promise<CallResult> = callService;

export const WEBHOOK_SECRET = 'whsec_test_billing_secret';
export const STRIPE_KEY = 'sk_test_billing_key';

/** The billing service in this process with its own schema and prefixes; tokens from the test issuer. */
export function startBilling(issuer: TokenIssuer, overrides: Partial<Record<keyof BillingEnv, string>> = {}) {
  return startServiceForTest({
    service: 'billing',
    loadEnv,
    build: (env: BillingEnv, logger) => buildBillingService(env, logger, { keys: issuer.keys }),
    env: overrides,
  });
}
export type RunningBilling = Awaited<ReturnType<typeof startBilling>>;

/** Billing on Stripe: the SDK pointed at the stub on loopback. */
export function startBillingOnStub(issuer: TokenIssuer, stub: StripeStub) {
  return startBilling(issuer, {
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stub.port),
    STRIPE_API_PROTOCOL: 'http',
  });
}

export { startTokenIssuer };

const stripe = new Stripe(STRIPE_KEY);
let counter = 0;

/** A Stripe event as Stripe sends it, and its Stripe-Signature header signed the way Stripe signs. */
export function signedEvent(
  type: string,
  object: unknown,
  options: { id?: string; timestamp?: number; secret?: string } = {},
) {
  counter += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Date.now().toString(36)}_${counter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}

export function postWebhook(url: string, event: { payload: string; signature: string }) {
  return call(url, 'POST', '/api/billing/webhook', event.payload, { 'stripe-signature': event.signature });
}

/**
 * What the database holds of a user: purchases, the premium events and the purchase events (receipts, refunds)
 * in the outbox, and audit rows.
 */
export async function stateOf(billing: RunningBilling, userId: string) {
  const q = (sql: string) =>
    billing.db.pool.query(sql, [userId]).then((r) => r.rows as Array<Record<string, unknown>>);
  const schema = billing.db.schema;
  return {
    purchases: await q(
      `SELECT status, entitlement, amount, coupon_code FROM "${schema}".purchases WHERE user_id = $1 ORDER BY created_at`,
    ),
    events: await q(
      `SELECT type FROM "${schema}".outbox_events WHERE payload->'data'->>'userId' = $1 AND type LIKE 'billing.premium.%' ORDER BY created_at, id`,
    ),
    purchaseEvents: await q(
      `SELECT type, payload->'data' AS data FROM "${schema}".outbox_events WHERE payload->'data'->>'userId' = $1 AND type LIKE 'billing.purchase.%' ORDER BY created_at, id`,
    ),
    audit: await q(`SELECT action FROM "${schema}".audit_log WHERE user_id = $1 ORDER BY at, id`),
  };
}
