import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenIssuer } from '@readiness/testing';
import { call, startBilling, startTokenIssuer, stateOf, type RunningBilling } from './harness.ts';

let issuer: TokenIssuer;
let billing: RunningBilling;
let admin: Awaited<ReturnType<TokenIssuer['user']>>;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  billing = await startBilling(issuer, { TEST_PAYMENT_SETTLE_MS: '300' });
  admin = await issuer.user({ role: 'admin' });
});
afterAll(async () => {
  await billing?.stop();
  await issuer?.stop();
});

const createCoupon = (body: Record<string, unknown>) =>
  call(billing.url, 'POST', '/api/admin/coupons', body, admin.headers);

describe('TEST MODE purchase, end to end through the API', () => {
  it('checkout → the local page → Pay → verification: premium, history, receipt, refund', async () => {
    const buyer = await issuer.user();
    const status = await call(billing.url, 'GET', '/api/billing/status', undefined, buyer.headers);
    expect(status.data).toMatchObject({
      testMode: true,
      product: { amount: 4900 },
      premium: { active: false },
    });
    const created = await call(
      billing.url,
      'POST',
      '/api/create-checkout-session',
      { productType: 'premium', couponCode: '' },
      buyer.headers,
    );
    expect(created.status).toBe(200);
    const sessionId = created.data.sessionId as string;
    expect(created.data).toMatchObject({ url: `/checkout/test/${sessionId}`, testMode: true });
    const page = await call(
      billing.url,
      'GET',
      `/api/billing/test-checkout/${sessionId}`,
      undefined,
      buyer.headers,
    );
    expect(page.data).toMatchObject({
      testMode: true,
      amount: 4900,
      status: 'open',
      successUrl: `/payment-success?session_id=${sessionId}`,
    });
    const paid = await call(
      billing.url,
      'POST',
      `/api/billing/test-checkout/${sessionId}`,
      { outcome: 'pay' },
      buyer.headers,
    );
    expect(paid.data).toMatchObject({
      status: 'paid',
      redirectUrl: `/payment-success?session_id=${sessionId}`,
    });
    const verified = await call(
      billing.url,
      'POST',
      '/api/verify-payment-session',
      { sessionId },
      buyer.headers,
    );
    expect(verified.data).toMatchObject({
      success: true,
      session: { id: sessionId, amount: 4900, status: 'paid', testMode: true, premiumActive: true },
    });
    const again = await call(
      billing.url,
      'POST',
      `/api/billing/test-checkout/${sessionId}`,
      { outcome: 'decline' },
      buyer.headers,
    );
    expect(again.status).toBe(409);
    expect(
      (
        await call(
          billing.url,
          'POST',
          '/api/create-checkout-session',
          { productType: 'premium' },
          buyer.headers,
        )
      ).data.code,
    ).toBe('ALREADY_PREMIUM');
    const purchases = (await call(billing.url, 'GET', '/api/billing/purchases', undefined, buyer.headers))
      .data.purchases as Array<Record<string, unknown>>;
    expect(purchases).toEqual([
      expect.objectContaining({ testMode: true, provider: 'test', canRefund: true }),
    ]);
    const receipt = await call(
      billing.url,
      'GET',
      `/api/billing/purchases/${purchases[0]!.id as string}/receipt`,
      undefined,
      buyer.headers,
    );
    expect(receipt.data).toMatchObject({ testMode: true, total: 4900 });
    const refund = await call(
      billing.url,
      'POST',
      `/api/billing/purchases/${purchases[0]!.id as string}/refund`,
      undefined,
      buyer.headers,
    );
    expect(refund.data).toMatchObject({
      success: true,
      purchase: { status: 'refunded', entitlement: 'refunded', canRefund: false },
    });
    const state = await stateOf(billing, buyer.userId);
    expect(state.events.map((e) => e.type)).toEqual(['billing.premium.granted', 'billing.premium.revoked']);
  });

  it('Decline fails the payment; Processing is "processing" until it settles, then paid', async () => {
    const buyer = await issuer.user();
    const first = await call(
      billing.url,
      'POST',
      '/api/create-checkout-session',
      { productType: 'premium' },
      buyer.headers,
    );
    const declinedId = first.data.sessionId as string;
    await call(
      billing.url,
      'POST',
      `/api/billing/test-checkout/${declinedId}`,
      { outcome: 'decline' },
      buyer.headers,
    );
    const declined = await call(
      billing.url,
      'POST',
      '/api/verify-payment-session',
      { sessionId: declinedId },
      buyer.headers,
    );
    expect(declined.data).toMatchObject({
      success: false,
      error: expect.stringMatching(/declined/) as unknown,
      session: { status: 'failed' },
    });

    const second = await call(
      billing.url,
      'POST',
      '/api/create-checkout-session',
      { productType: 'premium' },
      buyer.headers,
    );
    const slowId = second.data.sessionId as string;
    await call(
      billing.url,
      'POST',
      `/api/billing/test-checkout/${slowId}`,
      { outcome: 'processing' },
      buyer.headers,
    );
    const pending = await call(
      billing.url,
      'POST',
      '/api/verify-payment-session',
      { sessionId: slowId },
      buyer.headers,
    );
    expect(pending.data).toMatchObject({ success: false, session: { status: 'processing' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const settled = await call(
      billing.url,
      'POST',
      '/api/verify-payment-session',
      { sessionId: slowId },
      buyer.headers,
    );
    expect(settled.data).toMatchObject({ success: true, session: { status: 'paid' } });
  });

  it('another user’s TEST MODE session: 403 on the page, the payment and the verification', async () => {
    const buyer = await issuer.user();
    const thief = await issuer.user();
    const created = await call(
      billing.url,
      'POST',
      '/api/create-checkout-session',
      { productType: 'premium' },
      buyer.headers,
    );
    const sessionId = created.data.sessionId as string;
    expect(
      (await call(billing.url, 'GET', `/api/billing/test-checkout/${sessionId}`, undefined, thief.headers))
        .status,
    ).toBe(403);
    expect(
      (
        await call(
          billing.url,
          'POST',
          `/api/billing/test-checkout/${sessionId}`,
          { outcome: 'pay' },
          thief.headers,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(billing.url, 'POST', '/api/verify-payment-session', { sessionId }, thief.headers)).status,
    ).toBe(403);
    expect((await stateOf(billing, buyer.userId)).purchases).toEqual([
      expect.objectContaining({ status: 'open', entitlement: 'none' }),
    ]);
  });
});

describe('staff coupons', () => {
  it('validates: percent and description, or why not (discount 0)', async () => {
    await createCoupon({ code: 'TEAM25', percent: 25, description: 'Team discount' });
    await createCoupon({ code: 'OLD10', percent: 10, expiresAt: '2030-01-01' });
    await billing.db.pool.query(
      `UPDATE coupons SET expires_at = now() - interval '1 day' WHERE code = 'OLD10'`,
    );
    const buyer = await issuer.user();
    const check = (couponCode: string) =>
      call(billing.url, 'POST', '/api/validate-coupon', { couponCode }, buyer.headers);
    expect((await check(' team25 ')).data).toEqual({
      valid: true,
      discount: 25,
      description: 'Team discount',
    });
    expect((await check('NOPE')).data).toMatchObject({
      valid: false,
      discount: 0,
      error: expect.any(String) as unknown,
    });
    expect((await check('OLD10')).data).toMatchObject({
      valid: false,
      discount: 0,
      error: 'This coupon has expired.',
    });
    const disabled = await call(
      billing.url,
      'POST',
      '/api/admin/coupons/TEAM25/disable',
      undefined,
      admin.headers,
    );
    expect(disabled.data).toMatchObject({ disabled: true });
    expect((await check('TEAM25')).data).toMatchObject({ valid: false });
  });

  it('a 100% coupon grants premium with no provider, once per user, audited', async () => {
    await createCoupon({ code: 'STAFF100', percent: 100, maxUses: 5 });
    const buyer = await issuer.user();
    const applied = await call(
      billing.url,
      'POST',
      '/api/apply-staff-coupon',
      { couponCode: 'staff100' },
      buyer.headers,
    );
    expect(applied.status, JSON.stringify(applied.data)).toBe(200);
    expect(applied.data).toMatchObject({ success: true });
    const state = await stateOf(billing, buyer.userId);
    expect(state.purchases).toEqual([
      expect.objectContaining({ status: 'paid', entitlement: 'active', amount: 0, coupon_code: 'STAFF100' }),
    ]);
    expect(state.events).toEqual([{ type: 'billing.premium.granted' }]);
    expect(state.audit.map((row) => row.action)).toEqual(['coupon.redeemed', 'premium.granted']);
    const { rows } = await billing.db.pool.query<{ request_id: string | null }>(
      `SELECT request_id FROM audit_log WHERE user_id = $1`,
      [buyer.userId],
    );
    expect(rows.every((row) => typeof row.request_id === 'string' && row.request_id.length > 0)).toBe(true);
    const twice = await call(
      billing.url,
      'POST',
      '/api/apply-staff-coupon',
      { couponCode: 'STAFF100' },
      buyer.headers,
    );
    expect(twice.status).toBe(409);
  });

  it('20 users racing for the last use: exactly one wins', async () => {
    await createCoupon({ code: 'LASTONE', percent: 100, maxUses: 3 });
    await billing.db.pool.query(`UPDATE coupons SET uses = 2 WHERE code = 'LASTONE'`);
    const users = await Promise.all(Array.from({ length: 20 }, () => issuer.user()));
    const answers = await Promise.all(
      users.map((user) =>
        call(billing.url, 'POST', '/api/apply-staff-coupon', { couponCode: 'LASTONE' }, user.headers),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.data.code === 'COUPON_EXHAUSTED')).toBe(
      true,
    );
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const { rows } = await billing.db.pool.query<{ uses: number; redemptions: number; grants: number }>(`
      SELECT (SELECT uses FROM coupons WHERE code = 'LASTONE') AS uses,
             (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_code = 'LASTONE') AS redemptions,
             (SELECT count(*)::int FROM purchases WHERE coupon_code = 'LASTONE') AS grants`);
    expect(rows[0]).toEqual({ uses: 3, redemptions: 1, grants: 1 });
  });

  it('admin API: the guard, a duplicate code and bad input', async () => {
    const user = await issuer.user();
    expect(
      (await call(billing.url, 'POST', '/api/admin/coupons', { code: 'X1', percent: 5 }, user.headers))
        .status,
    ).toBe(403);
    await createCoupon({ code: 'DUP', percent: 5 });
    expect((await createCoupon({ code: 'DUP', percent: 5 })).data.code).toBe('COUPON_EXISTS');
    for (const body of [
      { code: 'P0', percent: 0 },
      { code: 'P101', percent: 101 },
      { code: 'P1.5', percent: 1.5 },
      { code: 'bad code', percent: 5 },
      { code: 'PAST', percent: 5, expiresAt: '2001-01-01' },
      { code: 'M0', percent: 5, maxUses: 0 },
    ])
      expect((await createCoupon(body)).status, JSON.stringify(body)).toBe(400);
    const list = await call(billing.url, 'GET', '/api/admin/coupons', undefined, admin.headers);
    const codes = (list.data.coupons as Array<{ code: string }>).map((c) => c.code);
    expect(codes).not.toEqual(expect.arrayContaining(['P0', 'P101', 'PAST', 'M0']));
  });
});

describe('bad input on every call: a clear 4xx, nothing changed', () => {
  it('refuses and stores nothing', async () => {
    const buyer = await issuer.user();
    const bad: Array<[string, string, unknown]> = [
      ['POST', '/api/validate-coupon', {}],
      ['POST', '/api/validate-coupon', { couponCode: 'A'.repeat(41) }],
      ['POST', '/api/apply-staff-coupon', { couponCode: 'X\u0000Y' }],
      ['POST', '/api/apply-staff-coupon', { couponCode: 'NOSUCH' }],
      ['POST', '/api/create-checkout-session', { productType: 'gold' }],
      ['POST', '/api/create-checkout-session', { productType: 'premium', couponCode: 'NOSUCH' }],
      ['POST', '/api/create-checkout-session', { productType: 'premium', extra: 1 }],
      ['POST', '/api/verify-payment-session', { sessionId: '' }],
      ['POST', '/api/verify-payment-session', { sessionId: '../etc' }],
      ['POST', '/api/verify-payment-session', { sessionId: 'cs_test_local_nosuch' }],
      ['GET', '/api/billing/purchases/not-a-uuid/receipt', undefined],
      ['POST', '/api/billing/purchases/00000000-0000-4000-8000-000000000000/refund', undefined],
      ['GET', '/api/billing/test-checkout/cs_other', undefined],
      ['POST', '/api/billing/test-checkout/cs_test_local_abc', { outcome: 'steal' }],
      ['POST', '/api/billing/webhook', { id: 'evt_1', type: 'checkout.session.completed' }],
    ];
    for (const [method, path, body] of bad) {
      const res = await call(billing.url, method, path, body, buyer.headers);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(typeof res.data.error).toBe('string');
    }
    const state = await stateOf(billing, buyer.userId);
    expect(state).toEqual({ purchases: [], events: [], purchaseEvents: [], audit: [] });
  });
});

describe('TEST MODE takes the money once (issue 20)', () => {
  const start = (buyer: Awaited<ReturnType<TokenIssuer['user']>>, couponCode?: string) =>
    call(
      billing.url,
      'POST',
      '/api/create-checkout-session',
      { productType: 'premium', couponCode },
      buyer.headers,
    );
  const page = (buyer: Awaited<ReturnType<TokenIssuer['user']>>, sessionId: string) =>
    call(billing.url, 'GET', `/api/billing/test-checkout/${sessionId}`, undefined, buyer.headers);
  const pay = (buyer: Awaited<ReturnType<TokenIssuer['user']>>, sessionId: string) =>
    call(billing.url, 'POST', `/api/billing/test-checkout/${sessionId}`, { outcome: 'pay' }, buyer.headers);

  it('a double click on Pay pays once and both answers lead to /payment-success', async () => {
    const buyer = await issuer.user();
    const sessionId = (await start(buyer)).data.sessionId as string;
    const answers = await Promise.all([pay(buyer, sessionId), pay(buyer, sessionId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers)
      expect(answer.data).toEqual({
        status: 'paid',
        redirectUrl: `/payment-success?session_id=${sessionId}`,
      });
    const state = await stateOf(billing, buyer.userId);
    expect(state.purchases).toEqual([expect.objectContaining({ status: 'paid', entitlement: 'active' })]);
    expect(state.events).toEqual([{ type: 'billing.premium.granted' }]);
    expect(state.purchaseEvents.map((e) => e.type)).toEqual(['billing.purchase.paid']);
  });

  it('two tabs pressing Pay on /checkout get one session; after paying, the page says Premium is held and Pay again is refused', async () => {
    const buyer = await issuer.user();
    const [one, two] = await Promise.all([start(buyer), start(buyer)]);
    expect(one.data.sessionId).toBe(two.data.sessionId);
    const sessionId = one.data.sessionId as string;
    expect((await pay(buyer, sessionId)).status).toBe(200);
    expect((await page(buyer, sessionId)).data).toMatchObject({ status: 'paid', alreadyPremium: false });
    const back = await start(buyer);
    expect(back.status).toBe(409);
    expect(back.data.code).toBe('ALREADY_PREMIUM');
    expect((await stateOf(billing, buyer.userId)).purchases).toHaveLength(1);
  });

  it('another offer expires the open page: it shows Expired, its Pay is refused and charges nothing', async () => {
    const buyer = await issuer.user();
    await createCoupon({ code: 'TMHALF', percent: 50 });
    const first = (await start(buyer)).data.sessionId as string;
    const second = (await start(buyer, 'TMHALF')).data.sessionId as string;
    expect(second).not.toBe(first);
    expect((await page(buyer, first)).data).toMatchObject({ status: 'expired', alreadyPremium: false });
    const refused = await pay(buyer, first);
    expect(refused.status).toBe(409);
    expect(refused.data.code).toBe('CHECKOUT_EXPIRED');
    expect(refused.data.error).toContain('nothing was charged');
    expect((await pay(buyer, second)).status).toBe(200);
    const state = await stateOf(billing, buyer.userId);
    expect(state.purchases.map((p) => [p.amount, p.status])).toEqual([
      [4900, 'expired'],
      [2450, 'paid'],
    ]);
  });

  it('an open page of a buyer who became premium meanwhile says so, offers no payment and charges nothing', async () => {
    const buyer = await issuer.user();
    await createCoupon({ code: 'TMGIFT', percent: 100 });
    const sessionId = (await start(buyer)).data.sessionId as string;
    // Made open again behind billing's back, as a page from before one-per-buyer would be.
    await call(billing.url, 'POST', '/api/apply-staff-coupon', { couponCode: 'TMGIFT' }, buyer.headers);
    await billing.db.pool.query(`UPDATE test_sessions SET status = 'open' WHERE id = $1`, [sessionId]);
    expect((await page(buyer, sessionId)).data).toMatchObject({ status: 'open', alreadyPremium: true });
    const refused = await pay(buyer, sessionId);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      code: 'ALREADY_PREMIUM',
      error: 'You already have Premium; nothing was charged.',
    });
    expect((await page(buyer, sessionId)).data).toMatchObject({ status: 'expired', alreadyPremium: true });
    expect((await stateOf(billing, buyer.userId)).purchaseEvents).toEqual([]);
  });

  it('a session past its 30 minutes is expired: the page says so and Pay is refused', async () => {
    const buyer = await issuer.user();
    const created = await start(buyer);
    const sessionId = created.data.sessionId as string;
    const shown = await page(buyer, sessionId);
    const minutes = (Date.parse(shown.data.expiresAt as string) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThan(32);
    await billing.db.pool.query(
      `UPDATE test_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [sessionId],
    );
    expect((await page(buyer, sessionId)).data).toMatchObject({ status: 'expired' });
    expect((await pay(buyer, sessionId)).data.code).toBe('CHECKOUT_EXPIRED');
    const purchases = await call(billing.url, 'GET', '/api/billing/purchases', undefined, buyer.headers);
    expect(purchases.data.purchases).toEqual([expect.objectContaining({ status: 'expired', amount: 4900 })]);
  });
});
