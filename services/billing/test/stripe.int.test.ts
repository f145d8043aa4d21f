import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents, eventually, type TokenIssuer } from '@readiness/testing';
import {
  call,
  postWebhook,
  signedEvent,
  startBillingOnStub,
  startTokenIssuer,
  stateOf,
  type RunningBilling,
} from './harness.ts';
import { startStripeStub, type StripeStub } from './stripe-stub.ts';

let issuer: TokenIssuer;
let stub: StripeStub;
let billing: RunningBilling;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  stub = await startStripeStub();
  billing = await startBillingOnStub(issuer, stub);
});
afterAll(async () => {
  await billing?.stop();
  await stub?.stop();
  await issuer?.stop();
});

type Buyer = Awaited<ReturnType<TokenIssuer['user']>>;

async function checkout(buyer: Buyer, couponCode?: string) {
  const res = await call(
    billing.url,
    'POST',
    '/api/create-checkout-session',
    { productType: 'premium', couponCode },
    buyer.headers,
  );
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  const sessionId = res.data.sessionId as string;
  return { url: res.data.url as string, sessionId, session: stub.sessions.get(sessionId)! };
}

const completed = (sessionId: string, options: { id?: string; timestamp?: number; secret?: string } = {}) =>
  signedEvent('checkout.session.completed', stub.sessions.get(sessionId), options);

const chargeOf = (sessionId: string, amountRefunded: number, withMetadata = true) => {
  const session = stub.sessions.get(sessionId)!;
  return {
    id: `ch_${sessionId}`,
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: amountRefunded,
    payment_intent: session.payment_intent,
    metadata: withMetadata ? session.payment_intent_metadata : {},
    refunds: { data: [{ id: `re_${sessionId}` }] },
  };
};

const disputeOf = (sessionId: string, status: string, disputeId = `dp_${sessionId}`) => {
  const session = stub.sessions.get(sessionId)!;
  return { id: disputeId, object: 'dispute', status, payment_intent: session.payment_intent, metadata: {} };
};

const verify = (buyer: Buyer, sessionId: string) =>
  call(billing.url, 'POST', '/api/verify-payment-session', { sessionId }, buyer.headers);

describe('Stripe checkout (through the SDK, against the stub)', () => {
  it('creates a payment-mode session for $49 with the user as client_reference_id and in both metadata', async () => {
    const buyer = await issuer.user();
    const { url, session } = await checkout(buyer);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: buyer.userId,
      customer_email: buyer.email,
      amount_total: 4900,
      currency: 'usd',
      metadata: { userId: buyer.userId },
      payment_intent_metadata: { userId: buyer.userId },
    });
    expect(session.success_url).toContain('/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(stub.requests.at(-1)?.authorization).toBe('Bearer sk_test_billing_key');
  });

  it('takes a staff coupon below 100% off the price Stripe charges; 100% needs no session', async () => {
    const admin = await issuer.user({ role: 'admin' });
    for (const [code, percent] of [
      ['HALF50', 50],
      ['FREE100', 100],
    ] as const)
      expect(
        (await call(billing.url, 'POST', '/api/admin/coupons', { code, percent }, admin.headers)).status,
      ).toBe(201);
    const buyer = await issuer.user();
    const { session } = await checkout(buyer, 'half50');
    expect(session.amount_total).toBe(2450);
    const before = stub.sessions.size;
    const free = await call(
      billing.url,
      'POST',
      '/api/create-checkout-session',
      { productType: 'premium', couponCode: 'FREE100' },
      buyer.headers,
    );
    expect(free.data).toEqual({ staffCoupon: true });
    expect(stub.sessions.size).toBe(before);
  });

  it('grants once: the same event delivered 10 times at once plus the verification call', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    const event = completed(sessionId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => postWebhook(billing.url, event)),
      verify(buyer, sessionId),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 11 }, () => 200));
    const state = await stateOf(billing, buyer.userId);
    expect(state.purchases).toEqual([
      expect.objectContaining({ status: 'paid', entitlement: 'active', amount: 4900 }),
    ]);
    expect(state.events).toEqual([{ type: 'billing.premium.granted' }]);
    expect(state.audit.filter((row) => row.action === 'premium.granted')).toHaveLength(1);
    const again = await verify(buyer, sessionId);
    expect(again.data).toMatchObject({
      success: true,
      session: { id: sessionId, amount: 4900, status: 'paid', testMode: true, premiumActive: true },
    });
    // Published once to NATS by the outbox relay.
    const published = await eventually(
      () => readEvents('nats://127.0.0.1:4222', billing.natsPrefix, 'billing.premium.granted'),
      (events) => events.some((e) => e.data.userId === buyer.userId),
    );
    expect(published.filter((e) => e.data.userId === buyer.userId)).toHaveLength(1);
  });

  it('verification alone fulfils a paid session (webhook lost) and the late webhook changes nothing', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    expect((await verify(buyer, sessionId)).data).toMatchObject({ success: true });
    expect((await postWebhook(billing.url, completed(sessionId))).status).toBe(200);
    expect((await stateOf(billing, buyer.userId)).events).toEqual([{ type: 'billing.premium.granted' }]);
  });

  it('refuses a stale or wrongly signed webhook with 400 and changes nothing', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    const stale = completed(sessionId, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const wrong = completed(sessionId, { secret: 'whsec_someone_else' });
    const tampered = { ...completed(sessionId) };
    tampered.payload = tampered.payload.replace('"paid"', '"paid" ');
    const countEvents = async () =>
      (await billing.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM provider_events')).rows[0]!
        .n;
    const recorded = await countEvents();
    for (const event of [stale, wrong, tampered, { payload: completed(sessionId).payload, signature: '' }]) {
      const res = await postWebhook(billing.url, event);
      expect(res.status).toBe(400);
      expect(res.data.code).toBe('SIGNATURE_INVALID');
    }
    const state = await stateOf(billing, buyer.userId);
    expect(state.purchases).toEqual([expect.objectContaining({ status: 'open', entitlement: 'none' })]);
    expect(state.events).toEqual([]);
    expect(await countEvents()).toBe(recorded);
  });

  it('grants only when paid: an unpaid "completed" waits for async_payment_succeeded; failed stays unpaid', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId, 'unpaid');
    await postWebhook(billing.url, completed(sessionId));
    expect((await verify(buyer, sessionId)).data).toMatchObject({
      success: false,
      session: { status: 'processing' },
    });
    stub.pay(sessionId, 'paid');
    await postWebhook(
      billing.url,
      signedEvent('checkout.session.async_payment_succeeded', stub.sessions.get(sessionId)),
    );
    expect((await stateOf(billing, buyer.userId)).purchases).toEqual([
      expect.objectContaining({ status: 'paid', entitlement: 'active' }),
    ]);

    const other = await issuer.user();
    const second = await checkout(other);
    stub.pay(second.sessionId, 'unpaid');
    await postWebhook(
      billing.url,
      signedEvent('checkout.session.async_payment_failed', stub.sessions.get(second.sessionId)),
    );
    const failed = await verify(other, second.sessionId);
    expect(failed.data).toMatchObject({ success: false, session: { status: 'failed' } });
    expect((await stateOf(billing, other.userId)).events).toEqual([]);
  });

  it('a full refund revokes; a partial one keeps premium', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    await postWebhook(billing.url, completed(sessionId));
    await postWebhook(billing.url, signedEvent('charge.refunded', chargeOf(sessionId, 1000)));
    expect((await stateOf(billing, buyer.userId)).purchases[0]).toMatchObject({ entitlement: 'active' });
    await postWebhook(billing.url, signedEvent('charge.refunded', chargeOf(sessionId, 4900, false)));
    const state = await stateOf(billing, buyer.userId);
    expect(state.purchases[0]).toMatchObject({ status: 'refunded', entitlement: 'refunded' });
    expect(state.events).toEqual([{ type: 'billing.premium.granted' }, { type: 'billing.premium.revoked' }]);
    expect(state.audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'premium.granted',
        'purchase.partially-refunded',
        'purchase.refunded',
        'premium.revoked',
      ]),
    );
  });

  it('a dispute revokes and a won dispute restores', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    await postWebhook(billing.url, completed(sessionId));
    await postWebhook(
      billing.url,
      signedEvent('charge.dispute.created', disputeOf(sessionId, 'needs_response')),
    );
    expect((await stateOf(billing, buyer.userId)).purchases[0]).toMatchObject({
      entitlement: 'disputed',
      status: 'disputed',
    });
    await postWebhook(billing.url, signedEvent('charge.dispute.closed', disputeOf(sessionId, 'won')));
    const state = await stateOf(billing, buyer.userId);
    expect(state.purchases[0]).toMatchObject({ entitlement: 'active', status: 'paid' });
    expect(state.events.map((e) => e.type)).toEqual([
      'billing.premium.granted',
      'billing.premium.revoked',
      'billing.premium.granted',
    ]);
  });

  it('out of order: a refund before the completed event stays refunded; a dispute closed before created stays closed', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    await postWebhook(billing.url, signedEvent('charge.refunded', chargeOf(sessionId, 4900)));
    await postWebhook(billing.url, completed(sessionId));
    expect((await verify(buyer, sessionId)).data).toMatchObject({
      success: false,
      session: { status: 'refunded' },
    });
    let state = await stateOf(billing, buyer.userId);
    expect(state.purchases[0]).toMatchObject({ status: 'refunded', entitlement: 'refunded' });
    expect(state.events).toEqual([]);

    const other = await issuer.user();
    const second = await checkout(other);
    stub.pay(second.sessionId);
    await postWebhook(billing.url, completed(second.sessionId));
    await postWebhook(billing.url, signedEvent('charge.dispute.closed', disputeOf(second.sessionId, 'won')));
    await postWebhook(
      billing.url,
      signedEvent('charge.dispute.created', disputeOf(second.sessionId, 'needs_response')),
    );
    state = await stateOf(billing, other.userId);
    expect(state.purchases[0]).toMatchObject({ entitlement: 'active' });
    expect(state.events).toEqual([{ type: 'billing.premium.granted' }]);
  });

  it('refuses to verify another user’s session (403) and changes nothing', async () => {
    const buyer = await issuer.user();
    const thief = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    const res = await verify(thief, sessionId);
    expect(res.status).toBe(403);
    expect((await stateOf(billing, buyer.userId)).purchases[0]).toMatchObject({
      status: 'open',
      entitlement: 'none',
    });
    expect((await stateOf(billing, thief.userId)).events).toEqual([]);
    expect((await verify(thief, 'cs_test_unknown')).status).toBe(404);
  });

  it('self-service refund within 30 days: Stripe refunds once, premium revoked, a second try is refused', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    await verify(buyer, sessionId);
    const list = await call(billing.url, 'GET', '/api/billing/purchases', undefined, buyer.headers);
    const purchase = (list.data.purchases as Array<Record<string, unknown>>)[0]!;
    expect(purchase).toMatchObject({ canRefund: true, status: 'paid' });
    const receipt = await call(
      billing.url,
      'GET',
      `/api/billing/purchases/${purchase.id as string}/receipt`,
      undefined,
      buyer.headers,
    );
    expect(receipt.data).toMatchObject({ total: 4900, transactionId: sessionId, buyerEmail: buyer.email });
    const refund = await call(
      billing.url,
      'POST',
      `/api/billing/purchases/${purchase.id as string}/refund`,
      undefined,
      buyer.headers,
    );
    expect(refund.status, JSON.stringify(refund.data)).toBe(200);
    expect(
      stub.refunds.filter((r) => r.payment_intent === stub.sessions.get(sessionId)!.payment_intent),
    ).toHaveLength(1);
    const again = await call(
      billing.url,
      'POST',
      `/api/billing/purchases/${purchase.id as string}/refund`,
      undefined,
      buyer.headers,
    );
    expect(again.status).toBe(409);
    expect(again.data.code).toBe('ALREADY_REFUNDED');
    // Stripe's own charge.refunded that follows changes nothing more.
    await postWebhook(billing.url, signedEvent('charge.refunded', chargeOf(sessionId, 4900)));
    const state = await stateOf(billing, buyer.userId);
    expect(state.events.map((e) => e.type)).toEqual(['billing.premium.granted', 'billing.premium.revoked']);
    // Someone else's purchase is not theirs to see or refund.
    const other = await issuer.user();
    expect(
      (
        await call(
          billing.url,
          'POST',
          `/api/billing/purchases/${purchase.id as string}/refund`,
          undefined,
          other.headers,
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a refund after 30 days', async () => {
    const buyer = await issuer.user();
    const { sessionId } = await checkout(buyer);
    stub.pay(sessionId);
    await verify(buyer, sessionId);
    await billing.db.pool.query(
      `UPDATE purchases SET paid_at = now() - interval '31 days' WHERE session_id = $1`,
      [sessionId],
    );
    const { rows } = await billing.db.pool.query<{ id: string }>(
      'SELECT id FROM purchases WHERE session_id = $1',
      [sessionId],
    );
    const res = await call(
      billing.url,
      'POST',
      `/api/billing/purchases/${rows[0]!.id}/refund`,
      undefined,
      buyer.headers,
    );
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('REFUND_WINDOW_CLOSED');
    expect((await stateOf(billing, buyer.userId)).purchases[0]).toMatchObject({ entitlement: 'active' });
  });
});
