import { AppError } from '@readiness/service';
import type { TRefundReason } from '@readiness/contracts/billing';
import { auditRepository } from '../repositories/audit.repository.ts';
import { providerEventRepository } from '../repositories/provider-event.repository.ts';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import { changePremium } from './change-premium.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { nextEntitlement } from './entitlement.ts';
import { issueCreditNote } from './issue-documents.ts';
import type { ProviderEvent } from './payment-provider.ts';

type ChargeEvent = Extract<ProviderEvent, { kind: 'refund' | 'dispute' }>;

/**
 * A refund or a dispute of a purchase's payment, from the provider's webhook (or, for a self-service refund,
 * from refund-purchase.ts without an event id). Recorded with its event id in the transaction of its effect. A
 * full refund revokes premium; a partial one is recorded and keeps it. A dispute revokes; a won dispute restores;
 * events of one dispute apply in its order (a "created" arriving after its "closed" is ignored).
 */
export async function applyChargeEvent(
  ctx: BillingContext,
  event: ChargeEvent,
  meta: RequestMeta,
  options: { recordEvent?: boolean; reason?: TRefundReason } = {},
): Promise<'duplicate' | 'not-ours' | 'applied'> {
  let wroteEvent = false;
  const outcome = await ctx.db.$transaction(async (tx) => {
    if (options.recordEvent !== false && !(await providerEventRepository.record(tx, event.id, event.type)))
      return 'duplicate' as const;
    const purchase =
      (event.purchaseId ? await purchaseRepository.lockWithUser(tx, { id: event.purchaseId }) : null) ??
      (event.paymentIntentId
        ? await purchaseRepository.lockWithUser(tx, { paymentIntentId: event.paymentIntentId })
        : null);
    if (!purchase) {
      // Named as ours but not stored (yet): fail, so that the provider delivers it again later.
      if (event.purchaseId)
        throw new AppError('SERVICE_UNAVAILABLE', `Purchase ${event.purchaseId} is not known yet; retry`);
      return 'not-ours' as const;
    }
    const state = purchase.entitlement;
    if (event.kind === 'refund') {
      const isFull = event.amountRefunded >= event.amount;
      if (!isFull) {
        await purchaseRepository.update(tx, purchase.id, { amountRefunded: event.amountRefunded });
        await auditRepository.record(tx, {
          action: 'purchase.partially-refunded',
          actorId: meta.actorId,
          userId: purchase.userId,
          purchaseId: purchase.id,
          requestId: meta.requestId,
          details: { amountRefunded: event.amountRefunded, amount: event.amount, eventId: event.id },
        });
        return 'applied' as const;
      }
      const next = nextEntitlement(state, 'refunded');
      if (!next) return 'applied' as const;
      const reason = options.reason ?? 'admin';
      const refunded = await purchaseRepository.update(tx, purchase.id, {
        status: 'refunded',
        amountRefunded: event.amountRefunded,
        refundedAt: purchase.refundedAt ?? new Date(),
        refundId: purchase.refundId ?? event.refundId,
        refundReason: purchase.refundReason ?? reason,
      });
      // Money went back on an invoiced payment: its credit note and the refund confirmation.
      if (refunded.invoiceNumber && !refunded.creditNoteNumber) {
        await issueCreditNote(tx, ctx.env, refunded, reason);
        wroteEvent = true;
      }
      await auditRepository.record(tx, {
        action: 'purchase.refunded',
        actorId: meta.actorId,
        userId: purchase.userId,
        purchaseId: purchase.id,
        requestId: meta.requestId,
        details: { amountRefunded: event.amountRefunded, eventId: event.id, testMode: purchase.testMode },
      });
      if (state === 'active' && (await changePremium(tx, purchase, next, 'refunded', meta)))
        wroteEvent = true;
      else await purchaseRepository.update(tx, purchase.id, { entitlement: next });
      return 'applied' as const;
    }
    // A dispute.
    const isSameDispute = purchase.disputeId === event.disputeId;
    if (event.outcome === 'open' && isSameDispute && purchase.disputeStatus !== 'open')
      return 'applied' as const;
    await purchaseRepository.update(tx, purchase.id, {
      disputeId: event.disputeId,
      disputeStatus: event.outcome,
    });
    const change = event.outcome === 'won' ? 'dispute-won' : 'dispute-opened';
    const next = nextEntitlement(state, change);
    if (!next) return 'applied' as const;
    await purchaseRepository.update(tx, purchase.id, { status: next === 'active' ? 'paid' : 'disputed' });
    if (next === 'disputed')
      await auditRepository.record(tx, {
        action: 'purchase.disputed',
        actorId: null,
        userId: purchase.userId,
        purchaseId: purchase.id,
        requestId: meta.requestId,
        details: { disputeId: event.disputeId, outcome: event.outcome, eventId: event.id },
      });
    if (state === 'active' || next === 'active')
      wroteEvent = await changePremium(tx, purchase, next, `dispute ${event.outcome}`, meta);
    else await purchaseRepository.update(tx, purchase.id, { entitlement: next });
    return 'applied' as const;
  });
  if (wroteEvent) ctx.onEventsCommitted();
  ctx.logger.info({ eventId: event.id, type: event.type, outcome }, 'charge event');
  return outcome;
}
