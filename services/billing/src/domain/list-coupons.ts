import type { TCouponList } from '@readiness/contracts/billing';
import type { DbClient } from '../db.ts';
import { couponRepository } from '../repositories/coupon.repository.ts';
import { toCouponView } from './coupon-view.ts';

/** Every staff coupon, for admins (API or the ops command). */
export async function listCoupons(db: DbClient): Promise<TCouponList> {
  return { coupons: (await couponRepository.list(db)).map(toCouponView) };
}
