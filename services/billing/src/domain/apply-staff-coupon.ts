import { randomUUID } from 'node:crypto';
import { AppError, type Identity } from '@readiness/service';
import { PREMIUM_PRODUCT, type TApplyStaffCouponResponse } from '@readiness/contracts/billing';
import { auditRepository } from '../repositories/audit.repository.ts';
import { couponRepository } from '../repositories/coupon.repository.ts';
import { purchaseRepository } from '../repositories/purchase.repository.ts';
import { changePremium } from './change-premium.ts';
import { checkCoupon } from './check-coupon.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { ensureNotPremium } from './ensure-not-premium.ts';
import { expireAtProvider, expireOtherCheckouts } from './expire-other-checkouts.ts';

/**
 * Redeems a 100% staff coupon: premium without any payment provider. In one transaction: the user's one use of
 * the code (a unique row), one use of the coupon taken by a conditional UPDATE (of 20 users racing for the last
 * use exactly one wins; the others roll back), a purchase of $0, the grant and its event, all audited.
 */
export async function applyStaffCoupon(
  ctx: BillingContext,
  identity: Identity,
  code: string,
  meta: RequestMeta,
): Promise<TApplyStaffCouponResponse> {
  await ensureNotPremium(ctx, identity);
  const check = await checkCoupon(ctx.db, code, identity.userId);
  if (!check.ok)
    throw new AppError(
      check.exhausted
        ? 'COUPON_EXHAUSTED'
        : check.reason.includes('already used')
          ? 'COUPON_ALREADY_REDEEMED'
          : 'COUPON_INVALID',
      check.reason,
    );
  if (check.coupon.percent < 100)
    throw new AppError(
      'COUPON_INVALID',
      `This coupon gives ${check.coupon.percent}% off: use it at checkout to pay the rest.`,
    );
  const now = new Date();
  const toExpire = await ctx.db.$transaction(async (tx) => {
    const purchase = await purchaseRepository.create(tx, {
      id: randomUUID(),
      userId: identity.userId,
      email: identity.email,
      provider: 'coupon',
      testMode: false,
      listAmount: PREMIUM_PRODUCT.amount,
      discountPercent: 100,
      couponCode: code,
      amount: 0,
      currency: PREMIUM_PRODUCT.currency,
      status: 'paid',
      paidAt: now,
    });
    if (!(await couponRepository.recordRedemption(tx, code, identity.userId, purchase.id)))
      throw new AppError('COUPON_ALREADY_REDEEMED', 'You have already used this coupon.');
    if (!(await couponRepository.takeUse(tx, code, now))) {
      const coupon = await couponRepository.find(tx, code);
      const isExhausted = coupon && !coupon.disabledAt && !(coupon.expiresAt && coupon.expiresAt <= now);
      throw isExhausted
        ? new AppError('COUPON_EXHAUSTED', 'This coupon has been fully redeemed.')
        : new AppError('COUPON_INVALID', 'This coupon is no longer valid.');
    }
    await auditRepository.record(tx, {
      action: 'coupon.redeemed',
      actorId: identity.userId,
      userId: identity.userId,
      purchaseId: purchase.id,
      couponCode: code,
      requestId: meta.requestId,
      details: { percent: 100, via: 'staff-coupon' },
    });
    await changePremium(tx, purchase, 'active', `staff coupon ${code}`, meta);
    return expireOtherCheckouts(tx, purchase, meta);
  });
  ctx.onEventsCommitted();
  await expireAtProvider(ctx, toExpire);
  return { success: true, message: 'Premium access granted. Welcome to AI Readiness Premium!' };
}
