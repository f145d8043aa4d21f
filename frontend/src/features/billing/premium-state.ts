import type { TBillingStatus, TPurchase, TRefundResponse } from '@readiness/contracts/billing';
import { formatDate, formatDateTime } from '@readiness/contracts/format';
import { formatCents } from './format.ts';

/** What the billing page's premium card says: one reading of billing's answer, which the banner agrees with. */
export interface PremiumCard {
  title: string;
  description: string;
  /** Offer the upgrade (nothing held, nothing suspended, nothing awaiting payment). */
  canUpgrade: boolean;
}

const latest = (purchases: readonly TPurchase[], status: TPurchase['status']) =>
  purchases.find((purchase) => purchase.status === status);

/**
 * The premium card from billing's status and the history: active (since when), suspended by a dispute, ended by
 * a refund, a checkout awaiting payment, or never bought. A refunded duplicate payment never changes it: the
 * premium it duplicated is what counts.
 */
export function premiumCard(
  premium: TBillingStatus['premium'],
  purchases: readonly TPurchase[],
): PremiumCard {
  if (premium.active)
    return {
      title: 'Premium is active',
      description: `Lifetime access${premium.since ? ` since ${formatDate(premium.since)}` : ''}.`,
      canUpgrade: false,
    };
  const disputed = latest(purchases, 'disputed');
  if (disputed)
    return {
      title: 'Premium is suspended',
      description: `Your payment of ${formatCents(disputed.amount, disputed.currency)} is disputed with your bank: Premium is suspended until the dispute is settled.`,
      canUpgrade: false,
    };
  const open = purchases.find((purchase) => purchase.status === 'open' || purchase.status === 'processing');
  if (open?.status === 'processing')
    return {
      title: 'Payment processing',
      description: `Your payment of ${formatCents(open.amount, open.currency)} is being processed: Premium starts as soon as it settles.`,
      canUpgrade: false,
    };
  const refunded = purchases.find(
    (purchase) => purchase.status === 'refunded' && purchase.refundReason !== 'duplicate-payment',
  );
  if (open)
    return {
      title: 'Free plan',
      description: `A checkout of ${formatCents(open.amount, open.currency)} is awaiting payment${open.expiresAt ? ` until ${formatDateTime(open.expiresAt)}` : ''}. Paying it (or starting again) upgrades you for life.`,
      canUpgrade: true,
    };
  if (refunded)
    return {
      title: 'Free plan',
      description: `Premium ended when your payment was refunded${refunded.refundedAt ? ` on ${formatDate(refunded.refundedAt)}` : ''}. You can buy it again any time.`,
      canUpgrade: true,
    };
  return {
    title: 'Free plan',
    description: 'Upgrade once for lifetime access to everything.',
    canUpgrade: true,
  };
}

/** The banner after a self-service refund, read against premium as billing reports it now. */
export function refundBanner(
  refunded: TRefundResponse,
  premiumActive: boolean,
): { title: string; text: string } {
  const amount = formatCents(refunded.purchase.amount, refunded.purchase.currency);
  const testMode = refunded.purchase.testMode ? ' (TEST MODE: no money moved)' : '';
  return premiumActive
    ? {
        title: `Refunded ${amount}: Premium stays active`,
        text: `This purchase was refunded in full${testMode}. Your Premium continues from your other purchase.`,
      }
    : {
        title: `Refunded ${amount}: Premium has ended`,
        text: `This purchase was refunded in full${testMode}. Your account is back on the free plan; you can buy Premium again any time.`,
      };
}

/** The line under a purchase in the history: what happened to the money, in the buyer's words. */
export function purchaseNote(purchase: TPurchase): string | null {
  const amount = formatCents(purchase.amount, purchase.currency);
  switch (purchase.status) {
    case 'refunded':
      return purchase.refundReason === 'duplicate-payment'
        ? `You already had Premium, so this payment of ${amount} was refunded in full automatically${purchase.refundedAt ? ` on ${formatDate(purchase.refundedAt)}` : ''}.`
        : `Refunded in full${purchase.refundedAt ? ` on ${formatDate(purchase.refundedAt)}` : ''}.`;
    case 'expired':
      return 'This checkout can no longer be paid (it expired, or a newer one replaced it). Nothing was charged.';
    case 'failed':
      return 'The payment was declined. Nothing was charged.';
    case 'open':
      return `Awaiting payment${purchase.expiresAt ? ` until ${formatDateTime(purchase.expiresAt)}` : ''}.`;
    case 'processing':
      return 'The payment is being processed.';
    case 'disputed':
      return 'This payment is disputed with your bank: Premium is suspended until the dispute is settled.';
    case 'paid':
      return purchase.canRefund && purchase.refundableUntil
        ? `Money-back guarantee until ${formatDate(purchase.refundableUntil)}.`
        : null;
  }
}
