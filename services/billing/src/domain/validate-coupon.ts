import type { TValidateCouponResponse } from '@readiness/contracts/billing';
import type { BillingContext } from './context.ts';
import { checkCoupon, describeCoupon } from './check-coupon.ts';

/** The checkout page's check: the percent and description, or why the code cannot be used (discount 0). */
export async function validateCoupon(
  ctx: BillingContext,
  userId: string,
  code: string,
): Promise<TValidateCouponResponse> {
  const check = await checkCoupon(ctx.db, code, userId);
  if (!check.ok) return { valid: false, discount: 0, error: check.reason };
  return { valid: true, discount: check.coupon.percent, description: describeCoupon(check.coupon) };
}
