import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import type { PaymentProvider, ProviderSession } from '../domain/payment-provider.ts';
import { testSessionRepository, type TestSessionRow } from '../repositories/test-session.repository.ts';

export const TEST_SESSION_PREFIX = 'cs_test_local_';

/**
 * The TEST MODE provider: no network, no money. Its checkout page is the app's own (`/checkout/test/<id>`), whose
 * Pay / Decline / Processing buttons settle the session here; billing then reads it back exactly as it reads a
 * Stripe session, and fulfils it through the same code.
 */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  findSession(sessionId: string): Promise<TestSessionRow | null>;
  /** Pay, decline, or start a payment that settles after `settleMs`; null when the session was already settled. */
  settleSession(sessionId: string, outcome: 'pay' | 'decline' | 'processing'): Promise<TestSessionRow | null>;
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test';
}

const token = () => randomBytes(12).toString('hex');

function toProviderSession(row: TestSessionRow): ProviderSession {
  return {
    id: row.id,
    userId: row.userId,
    purchaseId: row.purchaseId,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    paymentIntentId: row.paymentIntentId,
  };
}

export function createTestProvider(db: Db, settleMs: number): TestPaymentProvider {
  return {
    name: 'test',
    testMode: true,

    async createCheckoutSession(input) {
      const id = `${TEST_SESSION_PREFIX}${token()}`;
      await testSessionRepository.create(db, {
        id,
        purchaseId: input.purchaseId,
        userId: input.userId,
        amount: input.amount,
        currency: input.currency,
        paymentIntentId: `pi_test_local_${token()}`,
        expiresAt: input.expiresAt,
      });
      // The app's own page (relative: it works under whatever origin serves the app).
      return { id, url: `/checkout/test/${id}` };
    },

    async retrieveSession(sessionId) {
      await testSessionRepository.settleDue(db, sessionId, new Date());
      const row = await testSessionRepository.find(db, sessionId);
      return row ? toProviderSession(row) : null;
    },

    async expireSession(sessionId) {
      await testSessionRepository.expire(db, sessionId);
      return this.retrieveSession(sessionId);
    },

    refund({ key }) {
      // No money moved; the refund's id follows from its key, as Stripe answers a retried key with the same refund.
      return Promise.resolve({
        refundId: `re_test_local_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
      });
    },

    findSession(sessionId) {
      return testSessionRepository.find(db, sessionId);
    },

    settleSession(sessionId, outcome) {
      const status = outcome === 'pay' ? 'paid' : outcome === 'decline' ? 'failed' : 'processing';
      const settlesAt = outcome === 'processing' ? new Date(Date.now() + settleMs) : null;
      return testSessionRepository.settle(db, sessionId, status, settlesAt);
    },
  };
}
