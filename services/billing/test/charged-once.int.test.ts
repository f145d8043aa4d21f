import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, readEvents, type TokenIssuer } from '@readiness/testing';
import {
  call,
  postWebhook,
  signedEvent,
  startBillingOnStub,
  startTokenIssuer,
  stateOf,
  STRIPE_KEY,
  type RunningBilling,
} from './harness.ts';
import { startStripeStub, type StripeStub } from './stripe-stub.ts';

// Premium is charged once (issue 20), through the official SDK against the Stripe-compatible stub.

let issuer: TokenIssuer;
let stub: StripeStub;
let billing: RunningBilling;
let admin: Buyer;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  stub = await startStripeStub();
  billing = await startBillingOnStub(issuer, stub);
  admin = await issuer.user({ role: 'admin' });
  for (const [code, percent] of [
    ['HALF', 50],
    ['TENOFF', 10],
    ['GIFT', 100],
  ] as const)
    await call(billing.url, 'POST', '/api/admin/coupons', { code, percent }, admin.headers);
});
afterAll(async () => {
  await billing?.stop();
  await stub?.stop();
  await issuer?.stop();
});

type Buyer = Awaited<ReturnType<TokenIssuer['user']>>;

const startCheckout = (buyer: Buyer, couponCode?: string) =>
  call(
    billing.url,
    'POST',
    '/api/create-checkout-session',
    { productType: 'premium', couponCode },
    buyer.headers,
  );

async function checkout(buyer: Buyer, couponCode?: string) {
  const res = await startCheckout(buyer, couponCode);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data.sessionId as string;
}

const completed = (sessionId: string) =>
  signedEvent('checkout.session.completed', stub.sessions.get(sessionId));
const history = async (buyer: Buyer) =>
  (await call(billing.url, 'GET', '/api/billing/purchases', undefined, buyer.headers)).data
    .purchases as Array<Record<string, unknown>>;
const purchaseIdOf = async (sessionId: string) =>
  (
    await billing.db.pool.query<{ id: string }>(
      `SELECT id FROM "${billing.db.schema}".purchases WHERE session_id = $1`,
      [sessionId],
    )
  ).rows[0]!.id;

describe('one open checkout per buyer', () => {
  it('a second Pay (a double click, a second tab, Back then Pay) answers the same open session', async () => {
    const buyer = await issuer.user();
    const before = stub.sessions.size;
    const answers = await Promise.all([startCheckout(buyer), startCheckout(buyer)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0].data.sessionId).toBe(answers[1].data.sessionId);
    expect(await checkout(buyer)).toBe(answers[0].data.sessionId);
    expect(stub.sessions.size).toBe(before + 1);
    // Stripe's own expiry is set: 30 minutes (and a minute for the clocks) from now.
    const session = stub.sessions.get(answers[0].data.sessionId as string)!;
    expect(session.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(32 * 60);
    expect(await history(buyer)).toEqual([expect.objectContaining({ status: 'open' })]);
  });

  it('another offer (a coupon added) expires the open session at Stripe first', async () => {
    const buyer = await issuer.user();
    const first = await checkout(buyer);
    const second = await checkout(buyer, 'half');
    expect(second).not.toBe(first);
    expect(stub.expired).toContain(first);
    expect(stub.sessions.get(first)!.status).toBe('expired');
    expect((await history(buyer)).map((p) => [p.amount, p.status])).toEqual([
      [2450, 'open'],
      [4900, 'expired'],
    ]);
  });

  it('a session Stripe expired itself (checkout.session.expired) is Expired in the history, and a new Pay makes a new one', async () => {
    const buyer = await issuer.user();
    const first = await checkout(buyer);
    stub.lapse(first);
    expect(
      (await postWebhook(billing.url, signedEvent('checkout.session.expired', stub.sessions.get(first))))
        .status,
    ).toBe(200);
    expect(await history(buyer)).toEqual([
      expect.objectContaining({ status: 'expired', refundReason: null }),
    ]);
    const second = await checkout(buyer);
    expect(second).not.toBe(first);
  });

  it('an open checkout past its expiry shows as Expired even before Stripe says so', async () => {
    const buyer = await issuer.user();
    const sessionId = await checkout(buyer);
    await billing.db.pool.query(
      `UPDATE "${billing.db.schema}".purchases SET expires_at = now() - interval '1 minute' WHERE session_id = $1`,
      [sessionId],
    );
    expect(await history(buyer)).toEqual([expect.objectContaining({ status: 'expired' })]);
    // And a new Pay does not reuse it.
    expect(await checkout(buyer)).not.toBe(sessionId);
  });
});

describe('money is taken once', () => {
  it('two sessions paid for one buyer: one grant, the second refunded in full automatically with an idempotency key, both in the history', async () => {
    const buyer = await issuer.user();
    const first = await checkout(buyer);
    const second = await checkout(buyer, 'TENOFF'); // expires the first at Stripe …
    stub.pay(first); // … but the buyer had pressed Pay on its page a moment before
    stub.pay(second);
    expect((await postWebhook(billing.url, completed(second))).status).toBe(200);
    expect((await postWebhook(billing.url, completed(first))).status).toBe(200);
    const firstId = await purchaseIdOf(first);

    const refunds = stub.refunds.filter((r) => r.payment_intent === stub.sessions.get(first)!.payment_intent);
    expect(refunds).toEqual([
      expect.objectContaining({
        idempotencyKey: `refund-duplicate-${firstId}`,
        reason: 'duplicate',
        metadata: { purchaseId: firstId },
      }),
    ]);
    expect(stub.refunds.some((r) => r.payment_intent === stub.sessions.get(second)!.payment_intent)).toBe(
      false,
    );

    const listed = await history(buyer);
    expect(listed.map((p) => [p.amount, p.status, p.entitlement, p.refundReason])).toEqual([
      [4410, 'paid', 'active', null],
      [4900, 'refunded', 'refunded', 'duplicate-payment'],
    ]);
    expect(listed[1]!.canRefund).toBe(false);
    expect(listed[1]!.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(listed[1]!.creditNoteNumber).toMatch(/^CN-\d{6}$/);

    const state = await stateOf(billing, buyer.userId);
    expect(state.events).toEqual([{ type: 'billing.premium.granted' }]);
    expect(state.audit.filter((row) => row.action === 'purchase.duplicate-refunded')).toHaveLength(1);
    expect(state.purchaseEvents.map((e) => e.type)).toEqual([
      'billing.purchase.paid',
      'billing.purchase.paid',
      'billing.purchase.refunded',
    ]);
    expect(state.purchaseEvents[2]!.data).toMatchObject({
      purchaseId: firstId,
      amountCents: 4900,
      reason: 'duplicate-payment',
      creditNotePath: `/api/billing/purchases/${firstId}/credit-note`,
    });

    // Delivered again, verified by the buyer, and Stripe's own charge.refunded: nothing more moves.
    await postWebhook(billing.url, completed(first));
    const verified = await call(
      billing.url,
      'POST',
      '/api/verify-payment-session',
      { sessionId: first },
      buyer.headers,
    );
    expect(verified.data.error).toContain('refunded in full automatically');
    expect(verified.data).toMatchObject({
      success: false,
      session: { status: 'refunded', premiumActive: false, refundReason: 'duplicate-payment' },
    });
    const session = stub.sessions.get(first)!;
    await postWebhook(
      billing.url,
      signedEvent('charge.refunded', {
        id: `ch_${first}`,
        object: 'charge',
        amount: 4900,
        amount_refunded: 4900,
        payment_intent: session.payment_intent,
        metadata: session.payment_intent_metadata,
        refunds: { data: [{ id: refunds[0]!.id }] },
      }),
    );
    const after = await stateOf(billing, buyer.userId);
    expect(after.events).toEqual([{ type: 'billing.premium.granted' }]);
    expect(after.purchaseEvents).toHaveLength(3);
    expect(after.audit.filter((row) => row.action === 'purchase.duplicate-refunded')).toHaveLength(1);
    expect(stub.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it('an expired session completed late is refunded; the open ones are expired when a purchase is paid', async () => {
    const buyer = await issuer.user();
    const paidOne = await checkout(buyer);
    // A checkout left open from before (two can be open only from before one-per-buyer): opened through the SDK.
    const stripe = new Stripe(STRIPE_KEY, { host: '127.0.0.1', port: stub.port, protocol: 'http' });
    const leftId = randomUUID();
    const left = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: buyer.userId,
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'P' } } },
      ],
      metadata: { userId: buyer.userId, purchaseId: leftId },
      payment_intent_data: { metadata: { userId: buyer.userId, purchaseId: leftId } },
      success_url: 'http://localhost/payment-success',
    });
    await billing.db.pool.query(
      `INSERT INTO "${billing.db.schema}".purchases (id, user_id, email, provider, test_mode, session_id, list_amount, amount)
       VALUES ($1, $2, $3, 'stripe', true, $4, 4900, 4900)`,
      [leftId, buyer.userId, buyer.email, left.id],
    );
    stub.pay(paidOne);
    expect((await postWebhook(billing.url, completed(paidOne))).status).toBe(200);
    expect(stub.expired).toContain(left.id);
    // Newest first: the row inserted above is the newer one.
    expect((await history(buyer)).map((p) => p.status)).toEqual(['expired', 'paid']);

    // The buyer had the left page open and its payment still went through: refunded, never granted.
    stub.pay(left.id);
    expect((await postWebhook(billing.url, completed(left.id))).status).toBe(200);
    expect(stub.refunds.filter((r) => r.idempotencyKey === `refund-duplicate-${leftId}`)).toHaveLength(1);
    expect((await history(buyer)).map((p) => [p.status, p.refundReason])).toEqual([
      ['refunded', 'duplicate-payment'],
      ['paid', null],
    ]);
    expect((await stateOf(billing, buyer.userId)).events).toEqual([{ type: 'billing.premium.granted' }]);
  });

  it('a 100% staff coupon expires the open checkout too', async () => {
    const buyer = await issuer.user();
    const sessionId = await checkout(buyer);
    const applied = await call(
      billing.url,
      'POST',
      '/api/apply-staff-coupon',
      { couponCode: 'GIFT' },
      buyer.headers,
    );
    expect(applied.status).toBe(200);
    expect(stub.sessions.get(sessionId)!.status).toBe('expired');
    expect((await history(buyer)).map((p) => p.status)).toEqual(['paid', 'expired']);
  });

  it('a buyer who holds premium cannot start another checkout', async () => {
    const buyer = await issuer.user();
    const sessionId = await checkout(buyer);
    stub.pay(sessionId);
    await postWebhook(billing.url, completed(sessionId));
    const again = await startCheckout(buyer);
    expect(again.status).toBe(409);
    expect(again.data.code).toBe('ALREADY_PREMIUM');
  });

  it('a checkout paid whose webhook has not arrived: a new Pay fulfils it instead of opening another', async () => {
    const buyer = await issuer.user();
    const sessionId = await checkout(buyer);
    stub.pay(sessionId);
    const before = stub.sessions.size;
    const again = await startCheckout(buyer);
    expect(again.status).toBe(409);
    expect(again.data.error).toContain('earlier checkout was paid');
    expect(stub.sessions.size).toBe(before);
    expect((await stateOf(billing, buyer.userId)).events).toEqual([{ type: 'billing.premium.granted' }]);
  });
});

describe('concurrency', () => {
  it('10 sessions of one buyer paid at once: one grant, nine refunds, no event lost', async () => {
    const buyer = await issuer.user();
    const sessions: string[] = [];
    // Ten checkouts (each new offer expires the one before at Stripe), all paid at Stripe regardless.
    const codes = [undefined, 'HALF', 'TENOFF'];
    for (let i = 0; i < 10; i += 1) {
      if (i > 0)
        await billing.db.pool.query(
          `UPDATE "${billing.db.schema}".purchases SET status = 'expired' WHERE user_id = $1 AND status = 'open'`,
          [buyer.userId],
        );
      sessions.push(await checkout(buyer, codes[i % 3]));
    }
    expect(new Set(sessions).size).toBe(10);
    for (const sessionId of sessions) stub.pay(sessionId);
    const answers = await Promise.all(
      sessions.map((sessionId) => postWebhook(billing.url, completed(sessionId))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sessions.map(() => 200));

    const state = await stateOf(billing, buyer.userId);
    expect(state.purchases.filter((p) => p.entitlement === 'active')).toHaveLength(1);
    expect(state.purchases.filter((p) => p.status === 'refunded')).toHaveLength(9);
    expect(state.events).toEqual([{ type: 'billing.premium.granted' }]);
    const intents = new Set(sessions.map((sessionId) => stub.sessions.get(sessionId)!.payment_intent));
    const refunded = stub.refunds.filter((r) => intents.has(r.payment_intent));
    expect(refunded).toHaveLength(9);
    expect(new Set(refunded.map((r) => r.idempotencyKey)).size).toBe(9);
    expect(state.purchaseEvents.filter((e) => e.type === 'billing.purchase.paid')).toHaveLength(10);
    expect(state.purchaseEvents.filter((e) => e.type === 'billing.purchase.refunded')).toHaveLength(9);
    // Invoice numbers: ten, all different.
    const numbers = state.purchaseEvents
      .filter((e) => e.type === 'billing.purchase.paid')
      .map((e) => (e.data as { invoiceNumber: string }).invoiceNumber);
    expect(new Set(numbers).size).toBe(10);
    // Every event reaches the bus.
    const published = await eventually(
      () => readEvents('nats://127.0.0.1:4222', billing.natsPrefix, 'billing.purchase.refunded'),
      (events) => events.filter((e) => e.data.userId === buyer.userId).length >= 9,
    );
    expect(published.filter((e) => e.data.userId === buyer.userId)).toHaveLength(9);
    const paid = await readEvents('nats://127.0.0.1:4222', billing.natsPrefix, 'billing.purchase.paid');
    expect(paid.filter((e) => e.data.userId === buyer.userId)).toHaveLength(10);
  });
});

describe('invoices and credit notes', () => {
  it('numbers are sequential per seller with no gap, and the PDFs are the owner’s only', async () => {
    const numbersBefore = (
      await billing.db.pool.query<{ kind: string; last_number: number }>(
        `SELECT kind, last_number FROM "${billing.db.schema}".document_sequences`,
      )
    ).rows;
    const lastInvoice = numbersBefore.find((row) => row.kind === 'invoice')?.last_number ?? 0;
    const buyers = [await issuer.user(), await issuer.user()];
    for (const buyer of buyers) {
      const sessionId = await checkout(buyer, 'HALF');
      stub.pay(sessionId);
      await postWebhook(billing.url, completed(sessionId));
    }
    const invoices = await Promise.all(buyers.map(async (buyer) => (await history(buyer))[0]!));
    expect(invoices.map((p) => p.invoiceNumber)).toEqual([
      `INV-${String(lastInvoice + 1).padStart(6, '0')}`,
      `INV-${String(lastInvoice + 2).padStart(6, '0')}`,
    ]);
    const [owner, stranger] = buyers;
    const id = invoices[0]!.id as string;
    const pdf = await fetch(`${billing.url}/api/billing/purchases/${id}/invoice`, {
      headers: owner!.headers,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `Invoice-${invoices[0]!.invoiceNumber as string}.pdf`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const theirs = await call(
      billing.url,
      'GET',
      `/api/billing/purchases/${id}/invoice`,
      undefined,
      stranger!.headers,
    );
    expect(theirs.status).toBe(404);
    const noCredit = await call(
      billing.url,
      'GET',
      `/api/billing/purchases/${id}/credit-note`,
      undefined,
      owner!.headers,
    );
    expect(noCredit.status).toBe(409);
    expect(noCredit.data.code).toBe('NOT_INVOICED');
    // Refunded under the guarantee: its credit note, and the refund event with reason "guarantee".
    const refund = await call(
      billing.url,
      'POST',
      `/api/billing/purchases/${id}/refund`,
      undefined,
      owner!.headers,
    );
    expect(refund.status).toBe(200);
    expect(refund.data.purchase).toMatchObject({ refundReason: 'guarantee', creditNoteNumber: /^CN-\d{6}$/ });
    const credit = await fetch(`${billing.url}/api/billing/purchases/${id}/credit-note`, {
      headers: owner!.headers,
    });
    expect(credit.status).toBe(200);
    const refunded = (await stateOf(billing, owner!.userId)).purchaseEvents.at(-1)!;
    expect(refunded).toMatchObject({
      type: 'billing.purchase.refunded',
      data: { reason: 'guarantee', amountCents: 2450 },
    });
  });
});
