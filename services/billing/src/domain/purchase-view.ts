import { PREMIUM_PRODUCT, REFUND_WINDOW_DAYS, type TPurchase } from '@readiness/contracts/billing';
import type { PurchaseRow } from '../repositories/purchase.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a paid purchase's money-back guarantee; null when nothing was paid. */
export function refundDeadline(purchase: Pick<PurchaseRow, 'paidAt' | 'amount'>): Date | null {
  return purchase.paidAt && purchase.amount > 0
    ? new Date(purchase.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS)
    : null;
}

/** Stripe's default life of a session, for checkouts started before sessions had their own expiry. */
const DEFAULT_SESSION_LIFE_MS = DAY_MS;

/**
 * Until when a checkout can be paid: its own expiry, else a day after it started. An open checkout past it is
 * shown as expired (the provider's expiry event may not have arrived; it can no longer be paid).
 */
export function checkoutExpiry(
  purchase: Pick<PurchaseRow, 'expiresAt' | 'createdAt' | 'provider'>,
): Date | null {
  if (purchase.provider === 'coupon') return null;
  return purchase.expiresAt ?? new Date(purchase.createdAt.getTime() + DEFAULT_SESSION_LIFE_MS);
}

export function toPurchaseView(purchase: PurchaseRow, now = new Date()): TPurchase {
  const deadline = refundDeadline(purchase);
  const expiry = checkoutExpiry(purchase);
  const status = purchase.status === 'open' && expiry && expiry <= now ? 'expired' : purchase.status;
  return {
    id: purchase.id,
    sessionId: purchase.sessionId,
    productType: 'premium',
    productName: PREMIUM_PRODUCT.name,
    listAmount: purchase.listAmount,
    discountPercent: purchase.discountPercent,
    couponCode: purchase.couponCode,
    amount: purchase.amount,
    currency: purchase.currency,
    provider: purchase.provider,
    testMode: purchase.testMode,
    status,
    entitlement: purchase.entitlement,
    createdAt: purchase.createdAt.toISOString(),
    paidAt: purchase.paidAt?.toISOString() ?? null,
    refundedAt: purchase.refundedAt?.toISOString() ?? null,
    refundableUntil: deadline?.toISOString() ?? null,
    canRefund:
      deadline !== null &&
      now <= deadline &&
      purchase.status === 'paid' &&
      purchase.entitlement === 'active' &&
      purchase.provider !== 'coupon',
    refundReason: purchase.refundReason,
    expiresAt: expiry?.toISOString() ?? null,
    invoiceNumber: purchase.invoiceNumber,
    creditNoteNumber: purchase.creditNoteNumber,
  };
}
