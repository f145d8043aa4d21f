import type { TBillingStatus, TPaymentSession, TPurchase } from '@readiness/contracts/billing';

export const BILLING_STATUS: TBillingStatus = {
  testMode: true,
  product: { type: 'premium', name: 'AI Readiness Premium', amount: 4900, currency: 'usd' },
  refundWindowDays: 30,
  premium: { active: false, purchaseId: null, since: null },
};

export const PURCHASE_ID = '0f8b6f5e-2a1c-4d3b-9e8f-7a6b5c4d3e2f';
export const SESSION_ID = 'cs_test_local_abc123';

export const PAID_SESSION: TPaymentSession = {
  id: SESSION_ID,
  amount: 4900,
  currency: 'usd',
  status: 'paid',
  productName: 'AI Readiness Premium',
  testMode: true,
  purchaseId: PURCHASE_ID,
  premiumActive: true,
  refundReason: null,
};

export const PAID_PURCHASE: TPurchase = {
  id: PURCHASE_ID,
  sessionId: SESSION_ID,
  productType: 'premium',
  productName: 'AI Readiness Premium',
  listAmount: 4900,
  discountPercent: 0,
  couponCode: null,
  amount: 4900,
  currency: 'usd',
  provider: 'test',
  testMode: true,
  status: 'paid',
  entitlement: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  refundedAt: null,
  refundableUntil: '2026-12-20T10:01:00.000Z',
  canRefund: true,
  refundReason: null,
  expiresAt: '2026-11-20T10:31:00.000Z',
  invoiceNumber: 'INV-000001',
  creditNoteNumber: null,
};
