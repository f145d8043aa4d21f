import type { Identity } from '@readiness/service';
import type { TTestCheckoutSession } from '@readiness/contracts/billing';
import type { BillingContext } from './context.ts';
import { ownTestCheckoutSession, testCheckoutSuccessUrl } from './own-test-checkout-session.ts';

/** TEST MODE's checkout page: what it shows (an expired session, or a buyer already premium, offers no payment). */
export async function getTestCheckout(
  ctx: BillingContext,
  identity: Identity,
  sessionId: string,
): Promise<TTestCheckoutSession> {
  const { session, purchase, alreadyPremium } = await ownTestCheckoutSession(ctx, identity, sessionId);
  return {
    sessionId,
    testMode: true,
    productName: 'AI Readiness Premium',
    listAmount: purchase.listAmount,
    discountPercent: purchase.discountPercent,
    couponCode: purchase.couponCode,
    amount: session.amount,
    currency: session.currency,
    status: session.status,
    alreadyPremium,
    expiresAt: session.expiresAt?.toISOString() ?? null,
    successUrl: testCheckoutSuccessUrl(sessionId),
    cancelUrl: '/checkout',
  };
}
