import { AppError, type Identity } from '@readiness/service';
import type { TTestCheckoutResponse, TTestCheckoutSession } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import { isTestProvider } from '../providers/test.provider.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { fulfilCheckoutSession } from './fulfil-checkout-session.ts';

async function ownSession(ctx: BillingContext, identity: Identity, sessionId: string) {
  const provider = ctx.provider;
  const notFound = new AppError('PAYMENT_NOT_FOUND', 'No such TEST MODE checkout session');
  if (!isTestProvider(provider)) throw notFound;
  await provider.retrieveSession(sessionId); // settles a processing payment whose time has come
  const session = await provider.findSession(sessionId);
  if (!session) throw notFound;
  if (session.userId !== identity.userId)
    throw new AppError('FORBIDDEN', 'This checkout session belongs to another user');
  const purchase = await purchaseRepository.findById(ctx.db, session.purchaseId);
  if (!purchase) throw notFound;
  return { provider, session, purchase };
}

const successUrl = (sessionId: string) => `/payment-success?session_id=${sessionId}`;

/** TEST MODE's checkout page: what it shows. */
export async function getTestCheckout(
  ctx: BillingContext,
  identity: Identity,
  sessionId: string,
): Promise<TTestCheckoutSession> {
  const { session, purchase } = await ownSession(ctx, identity, sessionId);
  return {
    sessionId,
    testMode: true,
    productName: 'AI Readiness Premium',
    listAmount: purchase.listAmount,
    discountPercent: purchase.discountPercent,
    couponCode: purchase.couponCode,
    amount: session.amount,
    currency: session.currency,
    status: session.status as TTestCheckoutSession['status'],
    successUrl: successUrl(sessionId),
    cancelUrl: '/checkout',
  };
}

/**
 * TEST MODE's Pay / Decline / Processing: settles the session in the provider's store, then fulfils it through
 * the same function as a Stripe webhook (a "processing" one is fulfilled when verification finds it settled).
 */
export async function completeTestCheckout(
  ctx: BillingContext,
  identity: Identity,
  sessionId: string,
  outcome: 'pay' | 'decline' | 'processing',
  meta: RequestMeta,
): Promise<TTestCheckoutResponse> {
  const { provider } = await ownSession(ctx, identity, sessionId);
  const settled = await provider.settleSession(sessionId, outcome);
  if (!settled) throw new AppError('PAYMENT_SETTLED', 'This checkout session is already settled');
  const session = await provider.retrieveSession(sessionId);
  if (session)
    await fulfilCheckoutSession(ctx, session, meta, {
      id: `evt_test_local_${outcome}_${sessionId}`,
      type: `test.${outcome}`,
    });
  return {
    status: settled.status as TTestCheckoutResponse['status'],
    redirectUrl: successUrl(sessionId),
  };
}
