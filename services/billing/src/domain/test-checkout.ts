import { AppError, requireOwned, type Identity } from '@readiness/service';
import type { TTestCheckoutResponse, TTestCheckoutSession } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import { isTestProvider } from '../providers/test.provider.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { fulfilCheckoutSession } from './fulfil-checkout-session.ts';

async function ownSession(ctx: BillingContext, identity: Identity, sessionId: string) {
  const provider = ctx.provider;
  const notFound = new AppError('PAYMENT_NOT_FOUND', 'No such TEST MODE checkout session');
  if (!isTestProvider(provider)) throw notFound;
  // Settles a processing payment, expires an open one whose time is up.
  const live = await provider.retrieveSession(sessionId);
  const found = await provider.findSession(sessionId);
  if (!live) throw notFound;
  const session = requireOwned(found, identity.userId, notFound, {
    otherUsers: 'This checkout session belongs to another user',
  });
  let purchase = await purchaseRepository.findById(ctx.db, session.purchaseId);
  if (!purchase) throw notFound;
  if (live.status === 'expired' && purchase.status === 'open') {
    // Its time ran out: the history says Expired from now on.
    const outcome = await fulfilCheckoutSession(ctx, live, { requestId: null, actorId: identity.userId });
    if (outcome.kind === 'applied') purchase = outcome.purchase;
  }
  const holder = await purchaseRepository.activeOfUser(ctx.db, identity.userId, purchase.id);
  return { provider, session, purchase, alreadyPremium: holder !== null };
}

const successUrl = (sessionId: string) => `/payment-success?session_id=${sessionId}`;

/** TEST MODE's checkout page: what it shows (an expired session, or a buyer already premium, offers no payment). */
export async function getTestCheckout(
  ctx: BillingContext,
  identity: Identity,
  sessionId: string,
): Promise<TTestCheckoutSession> {
  const { session, purchase, alreadyPremium } = await ownSession(ctx, identity, sessionId);
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
    successUrl: successUrl(sessionId),
    cancelUrl: '/checkout',
  };
}

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
  const { provider, alreadyPremium } = await ownSession(ctx, identity, sessionId);
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
    redirectUrl: successUrl(sessionId),
  };
}
