import { randomUUID } from 'node:crypto';
import { AppError, type Identity } from '@readiness/service';
import {
  CHECKOUT_SESSION_TTL_MINUTES,
  PREMIUM_PRODUCT,
  type TCreateCheckoutSessionResponse,
} from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import { checkCoupon } from './check-coupon.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { ensureNotPremium } from './ensure-not-premium.ts';
import { fulfilCheckoutSession } from './fulfil-checkout-session.ts';
import type { ProviderSession } from './payment-provider.ts';

const MINUTE_MS = 60_000;
/** An open session is reused only while the buyer has this long left to pay it. */
const REUSE_MARGIN_MS = 5 * MINUTE_MS;

type Outcome =
  | { kind: 'session'; response: TCreateCheckoutSessionResponse }
  /** An earlier checkout of the buyer turned out paid (its webhook not there yet): fulfil it instead. */
  | { kind: 'settled'; session: ProviderSession };

/**
 * Starts a payment for Premium: $49 less the coupon, as a purchase of ours and a checkout session of the
 * provider's (Stripe Checkout, or TEST MODE's own page) that expires after 30 minutes. A 100% coupon needs no
 * payment: `staffCoupon: true` tells the page to apply it instead. The coupon's use is counted when the payment is
 * fulfilled.
 *
 * One open checkout per buyer: under the buyer's lock, an open session for the same amount and coupon that still
 * has time is answered again (a double click, a second tab, Back then Pay), and any other is expired at the
 * provider first, so only one page can take the buyer's money.
 */
export async function createCheckoutSession(
  ctx: BillingContext,
  identity: Identity,
  couponCode: string | undefined,
  meta: RequestMeta,
): Promise<TCreateCheckoutSessionResponse> {
  await ensureNotPremium(ctx, identity);
  let percent = 0;
  const code = couponCode ? couponCode : null;
  if (code) {
    const check = await checkCoupon(ctx.db, code, identity.userId);
    if (!check.ok) throw new AppError('COUPON_INVALID', check.reason);
    if (check.coupon.percent === 100) return { staffCoupon: true };
    percent = check.coupon.percent;
  }
  const amount = Math.round((PREMIUM_PRODUCT.amount * (100 - percent)) / 100);
  const outcome = await ctx.db.$transaction(
    async (tx): Promise<Outcome> => {
      await purchaseRepository.lockUser(tx, identity.userId);
      if (await purchaseRepository.activeOfUser(tx, identity.userId))
        throw new AppError('ALREADY_PREMIUM', 'You already have AI Readiness Premium');
      const now = Date.now();
      for (const open of await purchaseRepository.openOfUser(tx, identity.userId)) {
        const sessionId = open.sessionId!;
        const isSameOffer =
          open.amount === amount &&
          open.couponCode === code &&
          open.checkoutUrl !== null &&
          open.expiresAt !== null &&
          open.expiresAt.getTime() - now > REUSE_MARGIN_MS;
        const live = isSameOffer
          ? await ctx.provider.retrieveSession(sessionId)
          : await ctx.provider.expireSession(sessionId);
        if (live?.status === 'paid' || live?.status === 'processing')
          return { kind: 'settled', session: live };
        if (isSameOffer && live?.status === 'open')
          return {
            kind: 'session',
            response: { url: open.checkoutUrl!, sessionId, testMode: ctx.provider.testMode },
          };
        await purchaseRepository.update(tx, open.id, {
          status: live?.status === 'failed' ? 'failed' : 'expired',
        });
      }
      const purchase = await purchaseRepository.create(tx, {
        id: randomUUID(),
        userId: identity.userId,
        email: identity.email,
        provider: ctx.provider.name,
        testMode: ctx.provider.testMode,
        listAmount: PREMIUM_PRODUCT.amount,
        discountPercent: percent,
        couponCode: code,
        amount,
        currency: PREMIUM_PRODUCT.currency,
      });
      // Stripe wants expires_at at least 30 minutes after its own clock: a minute more for the clocks' skew.
      const expiresAt = new Date(now + (CHECKOUT_SESSION_TTL_MINUTES + 1) * MINUTE_MS);
      const session = await ctx.provider.createCheckoutSession({
        purchaseId: purchase.id,
        userId: identity.userId,
        email: identity.email,
        productName: PREMIUM_PRODUCT.name,
        amount,
        listAmount: PREMIUM_PRODUCT.amount,
        discountPercent: percent,
        couponCode: code,
        currency: PREMIUM_PRODUCT.currency,
        successUrl: `${ctx.env.APP_ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${ctx.env.APP_ORIGIN}/checkout`,
        expiresAt,
      });
      await purchaseRepository.update(tx, purchase.id, {
        sessionId: session.id,
        checkoutUrl: session.url,
        expiresAt,
      });
      return {
        kind: 'session',
        response: { url: session.url, sessionId: session.id, testMode: ctx.provider.testMode },
      };
    },
    // The provider is called under the buyer's lock (so that two clicks make one session).
    { timeout: 60_000, maxWait: 20_000 },
  );
  if (outcome.kind === 'session') return outcome.response;
  await fulfilCheckoutSession(ctx, outcome.session, meta);
  throw new AppError(
    'ALREADY_PREMIUM',
    outcome.session.status === 'paid'
      ? 'You already have AI Readiness Premium: your earlier checkout was paid.'
      : 'Your earlier checkout is being paid: Premium follows as soon as it settles; nothing more to pay.',
  );
}
