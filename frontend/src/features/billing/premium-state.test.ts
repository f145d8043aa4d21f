import { describe, expect, test } from 'vitest';
import { PAID_PURCHASE } from './test-fixtures.ts';
import { premiumCard, purchaseNote, refundBanner } from './premium-state.ts';

const FREE = { active: false, purchaseId: null, since: null };
const OPEN = {
  ...PAID_PURCHASE,
  status: 'open' as const,
  entitlement: 'none' as const,
  paidAt: null,
  refundableUntil: null,
  canRefund: false,
  invoiceNumber: null,
  expiresAt: '2026-11-20T10:31:00.000Z',
};

describe('the billing page per state', () => {
  test('a checkout awaiting payment: its amount and until when, and the upgrade', () => {
    expect(premiumCard(FREE, [OPEN])).toEqual({
      title: 'Free plan',
      description:
        'A checkout of $49.00 is awaiting payment until 20 Nov 2026, 10:31 UTC. Paying it (or starting again) upgrades you for life.',
      canUpgrade: true,
    });
    expect(purchaseNote(OPEN)).toBe('Awaiting payment until 20 Nov 2026, 10:31 UTC.');
  });

  test('a payment processing: no second checkout offered', () => {
    expect(premiumCard(FREE, [{ ...OPEN, status: 'processing' }])).toEqual({
      title: 'Payment processing',
      description: 'Your payment of $49.00 is being processed: Premium starts as soon as it settles.',
      canUpgrade: false,
    });
  });

  test('the refund banner follows premium as billing reports it after the refund', () => {
    const refunded = {
      success: true as const,
      message: 'Refunded.',
      purchase: { ...PAID_PURCHASE, status: 'refunded' as const, entitlement: 'refunded' as const },
    };
    expect(refundBanner(refunded, false).title).toBe('Refunded $49.00: Premium has ended');
    expect(refundBanner(refunded, true).title).toBe('Refunded $49.00: Premium stays active');
    expect(refundBanner(refunded, false).text).toContain('(TEST MODE: no money moved)');
  });
});
