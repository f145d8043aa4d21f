import type { TCoupon } from '@readiness/contracts/billing';
import type { CouponRow } from '../repositories/coupon.repository.ts';
import { describeCoupon } from './check-coupon.ts';

/** A coupon as the admin's list and the ops command show it. */
export function toCouponView(coupon: CouponRow): TCoupon {
  return {
    code: coupon.code,
    percent: coupon.percent,
    description: describeCoupon(coupon),
    maxUses: coupon.maxUses,
    uses: coupon.uses,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    disabled: coupon.disabledAt !== null,
    createdAt: coupon.createdAt.toISOString(),
  };
}
