import { formatDate } from '@readiness/contracts/format';
import { AppError, requireOwned, type Identity } from '@readiness/service';
import type { TRefundResponse } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import { applyChargeEvent } from './apply-charge-event.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { refundDeadline, toPurchaseView } from './purchase-view.ts';

/**
 * The 30-day money-back guarantee, self-service: the buyer refunds a paid purchase in full, once. The provider
 * refunds (Stripe: refunds.create with an idempotency key per purchase, so a double click refunds once; TEST
 * MODE: locally), then the refund is applied like the provider's charge.refunded event would be: premium revoked,
 * audited. Stripe's own charge.refunded that follows changes nothing more.
 */
export async function refundPurchase(
  ctx: BillingContext,
  identity: Identity,
  purchaseId: string,
  meta: RequestMeta,
): Promise<TRefundResponse> {
  const purchase = requireOwned(
    await purchaseRepository.findById(ctx.db, purchaseId),
    identity.userId,
    new AppError('PAYMENT_NOT_FOUND', 'No such purchase'),
  );
  if (purchase.status === 'refunded' || purchase.entitlement === 'refunded')
    throw new AppError('ALREADY_REFUNDED', 'This purchase was already refunded');
  const deadline = refundDeadline(purchase);
  if (purchase.provider === 'coupon' || !deadline || purchase.status !== 'paid' || !purchase.paymentIntentId)
    throw new AppError('NOT_REFUNDABLE', 'Only a paid purchase can be refunded');
  if (new Date() > deadline)
    throw new AppError(
      'REFUND_WINDOW_CLOSED',
      `The 30-day money-back guarantee ended on ${formatDate(deadline)}`,
    );
  const { refundId } = await ctx.provider.refund({
    paymentIntentId: purchase.paymentIntentId,
    purchaseId: purchase.id,
    key: `refund-${purchase.id}`,
    reason: 'requested_by_customer',
  });
  await applyChargeEvent(
    ctx,
    {
      id: refundId,
      type: 'self-service.refund',
      kind: 'refund',
      paymentIntentId: purchase.paymentIntentId,
      purchaseId: purchase.id,
      amount: purchase.amount,
      amountRefunded: purchase.amount,
      refundId,
    },
    meta,
    { recordEvent: false, reason: 'guarantee' },
  );
  const refunded = await purchaseRepository.findById(ctx.db, purchase.id);
  return {
    success: true,
    message: 'Your payment was refunded in full and premium access has been removed.',
    purchase: toPurchaseView(refunded!),
  };
}
