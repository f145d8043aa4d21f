import { randomUUID } from 'node:crypto';
import { AppError, type Identity } from '@readiness/service';
import { PREMIUM_PRODUCT, type TCreateCheckoutSessionResponse } from '@readiness/contracts/billing';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import { checkCoupon } from './check-coupon.ts';
import type { BillingContext } from './context.ts';
import { ensureNotPremium } from './ensure-not-premium.ts';

/**
 * Starts a payment for Premium: $49 less the coupon, as a purchase of ours and a checkout session of the
 * provider's (Stripe Checkout, or TEST MODE's own page). A 100% coupon needs no payment: `staffCoupon: true`
 * tells the page to apply it instead. The coupon's use is counted when the payment is fulfilled.
 */
export async function createCheckoutSession(
  ctx: BillingContext,
  identity: Identity,
  couponCode: string | undefined,
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
  const purchase = await purchaseRepository.create(ctx.db, {
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
  try {
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
    });
    await purchaseRepository.update(ctx.db, purchase.id, { sessionId: session.id });
    return { url: session.url, sessionId: session.id, testMode: ctx.provider.testMode };
  } catch (error) {
    await purchaseRepository.update(ctx.db, purchase.id, { status: 'failed' });
    throw error;
  }
}
