import { AppError, requireOwned } from '@readiness/service';
import { PREMIUM_PRODUCT, type TReceipt } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import type { BillingContext } from './context.ts';

/** The receipt of one of the buyer's paid purchases (amounts in cents). */
export async function getPurchaseReceipt(
  ctx: BillingContext,
  userId: string,
  purchaseId: string,
): Promise<TReceipt> {
  const purchase = requireOwned(
    await purchaseRepository.findById(ctx.db, purchaseId),
    userId,
    new AppError('PAYMENT_NOT_FOUND', 'No such purchase'),
  );
  if (!purchase.paidAt)
    throw new AppError('NOT_REFUNDABLE', 'Nothing was paid for this purchase yet: no receipt');
  const discount = purchase.listAmount - purchase.amount;
  const day = purchase.paidAt.toISOString().slice(0, 10).replace(/-/g, '');
  return {
    receiptNumber: purchase.invoiceNumber ?? `AIR-${day}-${purchase.id.slice(0, 8).toUpperCase()}`,
    purchaseId: purchase.id,
    issuedAt: purchase.paidAt.toISOString(),
    seller: 'AI Readiness',
    buyerEmail: purchase.email,
    transactionId: purchase.sessionId,
    testMode: purchase.testMode,
    provider: purchase.provider,
    lines: [
      {
        description: `${PREMIUM_PRODUCT.name} (one-time payment, lifetime access)`,
        amount: purchase.listAmount,
      },
      ...(discount > 0
        ? [
            {
              description: `Coupon ${purchase.couponCode ?? ''} (${purchase.discountPercent}% off)`,
              amount: -discount,
            },
          ]
        : []),
    ],
    subtotal: purchase.listAmount,
    discount,
    total: purchase.amount,
    currency: purchase.currency,
    status: purchase.status,
    paidAt: purchase.paidAt.toISOString(),
    refund: purchase.refundedAt
      ? { amount: purchase.amountRefunded || purchase.amount, refundedAt: purchase.refundedAt.toISOString() }
      : null,
  };
}
