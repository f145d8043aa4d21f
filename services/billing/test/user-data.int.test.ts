import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBus, createEvent, type Bus } from '@readiness/bus';
import { ZPurchaseList } from '@readiness/contracts/billing';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { createLogger } from '@readiness/service';
import type { TokenIssuer } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { anonymiseUser } from '../src/domain/anonymise-user.ts';
import { USER_DELETED_CONSUMER } from '../src/events/user-deleted.consumer.ts';
import { call, startBilling, startTokenIssuer, type RunningBilling } from './harness.ts';

// A deleted user's purchases stay for the accounts, without the buyer's email; "Download my data" asks over HTTP.
let issuer: TokenIssuer;
let billing: RunningBilling;
let bus: Bus;
beforeAll(async () => {
  issuer = await startTokenIssuer();
  billing = await startBilling(issuer);
  bus = await connectBus({
    url: TEST_NATS_URL,
    name: 'test-auth',
    prefix: billing.natsPrefix,
    logger: createLogger('test', 'silent'),
  });
  await bus.ensureStream('auth');
});
afterAll(async () => {
  await bus?.close();
  await billing?.stop();
  await issuer?.stop();
});

const internal = () => ({ [INTERNAL_TOKEN_HEADER]: internalApiToken(billing.env) });

async function paidPurchase(userId: string, email: string) {
  const id = randomUUID();
  await billing.db.pool.query(
    `INSERT INTO purchases (id, user_id, email, provider, test_mode, list_amount, amount, status, entitlement, paid_at)
     VALUES ($1, $2, $3, 'test', true, 4900, 4900, 'paid', 'active', now())`,
    [id, userId, email],
  );
  await billing.db.pool.query(
    `INSERT INTO test_sessions (id, purchase_id, user_id, amount, currency, payment_intent_id)
     VALUES ($1, $2, $3, 4900, 'usd', $4)`,
    [`cs_test_${id}`, id, userId, `pi_${id}`],
  );
  return id;
}
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a user’s billing data', () => {
  it('is exported for the internal caller only', async () => {
    const userId = randomUUID();
    const purchaseId = await paidPurchase(userId, 'buyer@example.com');
    const exported = await call(
      billing.url,
      'GET',
      `/internal/users/${userId}/export`,
      undefined,
      internal(),
    );
    expect(exported.status).toBe(200);
    expect(exported.data).toMatchObject({
      service: 'billing',
      data: {
        purchases: [{ id: purchaseId, email: 'buyer@example.com', amount: 4900, status: 'paid' }],
        couponRedemptions: [],
      },
    });
    expect((await call(billing.url, 'GET', `/internal/users/${userId}/export`)).status).toBe(401);
    expect(
      (
        await call(billing.url, 'GET', `/internal/users/${userId}/export`, undefined, {
          [INTERNAL_TOKEN_HEADER]: 'not-the-token-0123456789',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(billing.url, 'GET', '/internal/users/nobody/export', undefined, internal())).status,
    ).toBe(400);
  });

  it('lists the user’s purchases for the internal caller (chat’s assistant), as their purchases page does', async () => {
    const userId = randomUUID();
    const purchaseId = await paidPurchase(userId, 'asker@example.com');
    await paidPurchase(randomUUID(), 'someone-else@example.com');
    const listed = await call(
      billing.url,
      'GET',
      `/internal/users/${userId}/purchases`,
      undefined,
      internal(),
    );
    expect(listed.status).toBe(200);
    const { purchases } = ZPurchaseList.parse(listed.data);
    expect(purchases.map((purchase) => [purchase.id, purchase.status, purchase.amount])).toEqual([
      [purchaseId, 'paid', 4900],
    ]);
    expect((await call(billing.url, 'GET', `/internal/users/${userId}/purchases`)).status).toBe(401);
  });

  it('is anonymised when the user is deleted: purchases kept without the email, once per event', async () => {
    const leaving = randomUUID();
    const staying = randomUUID();
    const purchaseId = await paidPurchase(leaving, 'leaving@example.com');
    await paidPurchase(staying, 'staying@example.com');
    const deleted = createEvent('auth.user.deleted', { userId: leaving, deletedBy: 'admin' });
    await bus.publish(deleted);
    const emailOf = async (userId: string) =>
      (
        await billing.db.pool.query<{ email: string }>('SELECT email FROM purchases WHERE user_id = $1', [
          userId,
        ])
      ).rows[0]?.email;
    await waitFor(async () => (await emailOf(leaving)) === '');
    const kept = await billing.db.pool.query('SELECT id, amount, status FROM purchases WHERE user_id = $1', [
      leaving,
    ]);
    expect(kept.rows).toEqual([{ id: purchaseId, amount: 4900, status: 'paid' }]);
    expect(
      (await billing.db.pool.query('SELECT 1 FROM test_sessions WHERE user_id = $1', [leaving])).rowCount,
    ).toBe(0);
    expect(await emailOf(staying)).toBe('staying@example.com');
    const audit = await billing.db.pool.query<{ action: string; details: unknown }>(
      'SELECT action, details FROM audit_log WHERE user_id = $1',
      [leaving],
    );
    expect(audit.rows).toEqual([{ action: 'user.anonymised', details: { purchases: 1, testSessions: 1 } }]);
    expect(
      await anonymiseUser(billing.service.ctx.db, leaving, {
        consumer: USER_DELETED_CONSUMER,
        eventId: deleted.id,
      }),
    ).toBe('duplicate');
    expect(
      (await billing.db.pool.query('SELECT 1 FROM audit_log WHERE user_id = $1', [leaving])).rowCount,
    ).toBe(1);
  });
});
