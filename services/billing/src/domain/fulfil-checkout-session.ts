import type { TPaymentStatus } from '@readiness/contracts/billing';
import type { DbTransaction } from '../db.ts';
import { couponRepository } from '../repositories/coupon.repository.ts';
import { auditRepository } from '../repositories/audit.repository.ts';
import { providerEventRepository } from '../repositories/provider-event.repository.ts';
import { purchaseRepository, type PurchaseRow } from '../repositories/purchase.repository.ts';
import { changePremium } from './change-premium.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { nextEntitlement } from './entitlement.ts';
import { expireAtProvider, expireOtherCheckouts } from './expire-other-checkouts.ts';
import { issueCreditNote, issueInvoice } from './issue-documents.ts';
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

/** Fulfilment waits on the buyer's lock behind their other payments, and may refund through the provider. */
export const FULFILMENT_TRANSACTION = { timeout: 60_000, maxWait: 20_000 } as const;

export type FulfilmentOutcome =
  | { kind: 'duplicate' }
  | { kind: 'unknown-session' }
  | { kind: 'applied'; purchase: PurchaseRow; granted: boolean; refunded: boolean };

/**
 * THE fulfilment of a checkout session, whichever comes first: the provider's webhook (with its event id) or the
 * buyer's verification call (the session re-read from the provider). In one transaction: the event id is recorded
 * (a redelivery changes nothing; a failure records nothing, so the provider's retry runs it again), the buyer's
 * lock then the purchase row are taken (deliveries of one buyer queue), its payment status moves forward, and a
 * paid session is invoiced and grants premium once: only from entitlement `none`, and only to a buyer who holds
 * no premium yet. A payment from a buyer who already holds premium (two tabs racing, a late payment method, an
 * expired session completed anyway) is refunded in full there and then (duplicate-payment), never granted.
 * The buyer's other open checkouts are expired with the grant.
 */
export async function fulfilCheckoutSession(
  ctx: BillingContext,
  session: ProviderSession,
  meta: RequestMeta,
  event?: { id: string; type: string },
): Promise<FulfilmentOutcome> {
  let wroteEvents = false;
  let toExpire: string[] = [];
  const outcome = await ctx.db.$transaction(async (tx): Promise<FulfilmentOutcome> => {
    if (event && !(await providerEventRepository.record(tx, event.id, event.type)))
      return { kind: 'duplicate' };
    const purchase = await purchaseRepository.lockWithUser(tx, { sessionId: session.id });
    if (!purchase) return { kind: 'unknown-session' };
    const current = purchase.status;
    const status = RANK[session.status] > RANK[current] ? session.status : current;
    const isPaid = session.status === 'paid';
    let updated = await purchaseRepository.update(tx, purchase.id, {
      status,
      ...(isPaid && !purchase.paidAt ? { paidAt: new Date() } : {}),
      ...(session.paymentIntentId && !purchase.paymentIntentId
        ? { paymentIntentId: session.paymentIntentId }
        : {}),
    });
    const applied = (granted: boolean, refunded = false): FulfilmentOutcome => ({
      kind: 'applied',
      purchase: updated,
      granted,
      refunded,
    });
    if (!isPaid) return applied(false);
    // Money was taken: an invoice, whatever happens to the premium.
    if (updated.amount > 0 && !updated.invoiceNumber) {
      updated = await issueInvoice(tx, ctx.env, updated);
      // Refunded before the payment reached us (events out of order): its credit note too.
      if (updated.refundedAt)
        updated = await issueCreditNote(tx, ctx.env, updated, updated.refundReason ?? 'admin');
      wroteEvents = true;
    }
    const next = nextEntitlement(purchase.entitlement, 'paid');
    if (!next) return applied(false);
    const holder = await purchaseRepository.activeOfUser(tx, purchase.userId, purchase.id);
    if (holder) {
      updated = await refundDuplicate(ctx, tx, updated, holder, meta);
      wroteEvents = true;
      return applied(false, true);
    }
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
    if (await changePremium(tx, updated, next, `purchase ${purchase.id}`, meta)) wroteEvents = true;
    toExpire = await expireOtherCheckouts(tx, updated, meta);
    updated = { ...updated, entitlement: next };
    return applied(true);
  }, FULFILMENT_TRANSACTION);
  if (wroteEvents) ctx.onEventsCommitted();
  await expireAtProvider(ctx, toExpire);
  ctx.logger.info(
    {
      sessionId: session.id,
      status: session.status,
      eventId: event?.id,
      outcome: outcome.kind,
      ...(outcome.kind === 'applied' ? { granted: outcome.granted, refunded: outcome.refunded } : {}),
    },
    'checkout session fulfilment',
  );
  return outcome;
}

/**
 * A second payment of a buyer who already holds premium: refunded in full through the provider, inside the
 * fulfilment's transaction. The refund's idempotency key names the purchase, so if this transaction fails after
 * the provider refunded (or the webhook is delivered again), the retry answers the same refund: the money goes
 * back once. Recorded as refunded (reason `duplicate-payment`), audited once, with its credit note and event.
 */
async function refundDuplicate(
  ctx: BillingContext,
  tx: DbTransaction,
  purchase: PurchaseRow,
  holder: PurchaseRow,
  meta: RequestMeta,
): Promise<PurchaseRow> {
  const refundId =
    purchase.paymentIntentId && purchase.amount > 0
      ? (
          await ctx.provider.refund({
            paymentIntentId: purchase.paymentIntentId,
            purchaseId: purchase.id,
            key: `refund-duplicate-${purchase.id}`,
            reason: 'duplicate',
          })
        ).refundId
      : null;
  const refunded = await purchaseRepository.update(tx, purchase.id, {
    status: 'refunded',
    entitlement: 'refunded',
    amountRefunded: purchase.amount,
    refundedAt: new Date(),
    refundId,
    refundReason: 'duplicate-payment',
  });
  await auditRepository.record(tx, {
    action: 'purchase.duplicate-refunded',
    actorId: null,
    userId: purchase.userId,
    purchaseId: purchase.id,
    requestId: meta.requestId,
    details: {
      amountRefunded: purchase.amount,
      refundId,
      premiumFrom: holder.id,
      testMode: purchase.testMode,
    },
  });
  return issueCreditNote(tx, ctx.env, refunded, 'duplicate-payment');
}
