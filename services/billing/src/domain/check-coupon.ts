import type { DbClient } from '../db.ts';
import { couponRepository, type CouponRow } from '../repositories/coupon.repository.ts';

export type CouponCheck =
  { ok: true; coupon: CouponRow } | { ok: false; reason: string; exhausted?: boolean };

/** Whether this user can use this code now, and if not, why (in words the checkout page shows). */
export async function checkCoupon(
  db: DbClient,
  code: string,
  userId: string,
  now = new Date(),
): Promise<CouponCheck> {
  const coupon = await couponRepository.find(db, code);
  if (!coupon) return { ok: false, reason: 'Coupon not found. Please check your coupon code.' };
  if (coupon.disabledAt) return { ok: false, reason: 'This coupon is no longer active.' };
  if (coupon.expiresAt && coupon.expiresAt <= now) return { ok: false, reason: 'This coupon has expired.' };
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses)
    return { ok: false, reason: 'This coupon has been fully redeemed.', exhausted: true };
  if (await couponRepository.hasRedeemed(db, code, userId))
    return { ok: false, reason: 'You have already used this coupon.' };
  return { ok: true, coupon };
}

export function describeCoupon(coupon: Pick<CouponRow, 'description' | 'percent'>): string {
  return coupon.description || `${coupon.percent}% staff discount`;
}
