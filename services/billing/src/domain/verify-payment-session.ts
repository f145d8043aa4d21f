import { AppError, requireOwned, type Identity } from '@readiness/service';
import { PREMIUM_PRODUCT, type TVerifyPaymentSessionResponse } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { fulfilCheckoutSession } from './fulfil-checkout-session.ts';

const FAILURES: Partial<Record<string, string>> = {
  failed: 'The payment was declined. No money was taken.',
  expired: 'This checkout expired before it was paid. Nothing was charged.',
  refunded: 'This payment was refunded; premium access was revoked.',
  disputed: 'This payment is disputed; premium access is suspended until the dispute is settled.',
};

/**
 * The payment page's check: re-reads the session from the provider (never trusts the browser), refuses another
 * user's session (403), and fulfils it if it is paid, through the same function as the webhook. It signs no one in.
 */
export async function verifyPaymentSession(
  ctx: BillingContext,
  identity: Identity,
  sessionId: string,
  meta: RequestMeta,
): Promise<TVerifyPaymentSessionResponse> {
  const notFound = () => new AppError('PAYMENT_NOT_FOUND', 'No payment session found');
  const stored = await purchaseRepository.findBySessionId(ctx.db, sessionId);
  const session = await ctx.provider.retrieveSession(sessionId);
  if (!session) throw notFound();
  const otherUsers = 'This payment session belongs to another user';
  const owned = requireOwned(stored, identity.userId, notFound(), { otherUsers });
  requireOwned(session, identity.userId, notFound(), { otherUsers });
  const outcome = await fulfilCheckoutSession(ctx, session, meta);
  const purchase = outcome.kind === 'applied' ? outcome.purchase : owned;
  const isPremium = purchase.entitlement === 'active';
  const error =
    purchase.refundReason === 'duplicate-payment'
      ? 'You already had Premium, so this second payment was refunded in full automatically. Nothing more was charged.'
      : FAILURES[purchase.status];
  return {
    success: purchase.status === 'paid' && isPremium,
    ...(error ? { error } : {}),
    session: {
      id: sessionId,
      amount: purchase.amount,
      currency: purchase.currency,
      status: purchase.status,
      productName: PREMIUM_PRODUCT.name,
      testMode: purchase.testMode,
      purchaseId: purchase.id,
      premiumActive: isPremium,
      refundReason: purchase.refundReason,
    },
  };
}
