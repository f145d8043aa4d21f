import { AppError, requireOwned, type Identity } from '@readiness/service';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import { isTestProvider } from '../providers/test.provider.ts';
import type { BillingContext } from './context.ts';
import { fulfilCheckoutSession } from './fulfil-checkout-session.ts';

/**
 * The signed-in buyer's TEST MODE checkout session (404 when there is none, 403 when another user's), brought up
 * to date: a processing payment settled, an open one whose time is up expired and its purchase with it.
 */
export async function ownTestCheckoutSession(ctx: BillingContext, identity: Identity, sessionId: string) {
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

export const testCheckoutSuccessUrl = (sessionId: string) => `/payment-success?session_id=${sessionId}`;
