import type { TEntitlementState, TPaymentStatus } from '@readiness/contracts/billing';
import { couponRepository } from '../repositories/coupon.repository.ts';
import { auditRepository } from '../repositories/audit.repository.ts';
import { providerEventRepository } from '../repositories/provider-event.repository.ts';
import { purchaseRepository, type PurchaseRow } from '../repositories/purchase.repository.ts';
import { changePremium } from './change-premium.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { nextEntitlement } from './entitlement.ts';
import type { ProviderSession } from './payment-provider.ts';

/** How far a payment has got: a status only replaces one of a lower rank (a late "processing" changes nothing). */
const RANK: Record<TPaymentStatus, number> = {
  open: 0,
  processing: 1,
  failed: 2,
  expired: 2,
  paid: 3,
  refunded: 4,
  disputed: 4,
};

export type FulfilmentOutcome =
  | { kind: 'duplicate' }
  | { kind: 'unknown-session' }
  | { kind: 'applied'; purchase: PurchaseRow; granted: boolean };

/**
 * THE fulfilment of a checkout session, whichever comes first: the provider's webhook (with its event id) or the
 * buyer's verification call (the session re-read from the provider). In one transaction: the event id is recorded
 * (a redelivery changes nothing; a failure records nothing, so the provider's retry runs it again), the purchase
 * row is locked (deliveries of one session queue), its payment status moves forward, and a paid session grants
 * premium once: the grant is unique per session because it needs the entitlement to be `none`, and a purchase
 * already refunded or disputed stays so.
 */
export async function fulfilCheckoutSession(
  ctx: BillingContext,
  session: ProviderSession,
  meta: RequestMeta,
  event?: { id: string; type: string },
): Promise<FulfilmentOutcome> {
  const outcome = await ctx.db.$transaction(async (tx): Promise<FulfilmentOutcome> => {
    if (event && !(await providerEventRepository.record(tx, event.id, event.type)))
      return { kind: 'duplicate' };
    const purchase = await purchaseRepository.lock(tx, { sessionId: session.id });
    if (!purchase) return { kind: 'unknown-session' };
    const current = purchase.status as TPaymentStatus;
    const status = RANK[session.status] > RANK[current] ? session.status : current;
    const isPaid = session.status === 'paid';
    const updated = await purchaseRepository.update(tx, purchase.id, {
      status,
      ...(isPaid && !purchase.paidAt ? { paidAt: new Date() } : {}),
      ...(session.paymentIntentId && !purchase.paymentIntentId
        ? { paymentIntentId: session.paymentIntentId }
        : {}),
    });
    if (!isPaid) return { kind: 'applied', purchase: updated, granted: false };
    const next = nextEntitlement(purchase.entitlement as TEntitlementState, 'paid');
    if (!next) return { kind: 'applied', purchase: updated, granted: false };
    if (
      purchase.couponCode &&
      (await couponRepository.recordRedemption(tx, purchase.couponCode, purchase.userId, purchase.id))
    ) {
      await couponRepository.countUse(tx, purchase.couponCode);
      await auditRepository.record(tx, {
        action: 'coupon.redeemed',
        actorId: purchase.userId,
        userId: purchase.userId,
        purchaseId: purchase.id,
        couponCode: purchase.couponCode,
        requestId: meta.requestId,
        details: { percent: purchase.discountPercent, via: 'checkout' },
      });
    }
    const wroteEvent = await changePremium(tx, updated, next, `purchase ${purchase.id}`, meta);
    return {
      kind: 'applied',
      purchase: { ...updated, entitlement: next },
      granted: wroteEvent,
    };
  });
  if (outcome.kind === 'applied' && outcome.granted) ctx.onEventsCommitted();
  ctx.logger.info(
    { sessionId: session.id, status: session.status, eventId: event?.id, outcome: outcome.kind },
    'checkout session fulfilment',
  );
  return outcome;
}
