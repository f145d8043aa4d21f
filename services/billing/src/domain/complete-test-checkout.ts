import { AppError, type Identity } from '@readiness/service';
import type { TTestCheckoutResponse } from '@readiness/contracts/billing';
import type { BillingContext, RequestMeta } from './context.ts';
import { fulfilCheckoutSession } from './fulfil-checkout-session.ts';
import { ownTestCheckoutSession, testCheckoutSuccessUrl } from './own-test-checkout-session.ts';

/**
 * TEST MODE's Pay / Decline / Processing: settles the session in the provider's store, then fulfils it through
 * the same function as a Stripe webhook (a "processing" one is fulfilled when verification finds it settled).
 * A buyer who already holds premium is refused and the session expired (nothing charged); an expired session is
 * refused; a second Pay of a session already paid (a double click) answers the first one's outcome.
 */
export async function completeTestCheckout(
  ctx: BillingContext,
  identity: Identity,
  sessionId: string,
  outcome: 'pay' | 'decline' | 'processing',
  meta: RequestMeta,
): Promise<TTestCheckoutResponse> {
  const { provider, alreadyPremium } = await ownTestCheckoutSession(ctx, identity, sessionId);
  if (alreadyPremium && outcome !== 'decline') {
    await provider.expireSession(sessionId);
    const session = await provider.retrieveSession(sessionId);
    if (session) await fulfilCheckoutSession(ctx, session, meta);
    if (session?.status !== 'paid')
      throw new AppError('ALREADY_PREMIUM', 'You already have Premium; nothing was charged.');
  }
  const settled = await provider.settleSession(sessionId, outcome);
  const session = await provider.retrieveSession(sessionId);
  if (!settled) {
    const again = outcome !== 'decline' && (session?.status === 'paid' || session?.status === 'processing');
    if (!again) {
      if (session?.status === 'expired')
        throw new AppError('CHECKOUT_EXPIRED', 'This checkout has expired; nothing was charged.');
      throw new AppError('PAYMENT_SETTLED', 'This checkout session is already settled');
    }
  }
  if (session)
    await fulfilCheckoutSession(
      ctx,
      session,
      meta,
      settled ? { id: `evt_test_local_${outcome}_${sessionId}`, type: `test.${outcome}` } : undefined,
    );
  return {
    status: settled?.status ?? session!.status,
    redirectUrl: testCheckoutSuccessUrl(sessionId),
  };
}
