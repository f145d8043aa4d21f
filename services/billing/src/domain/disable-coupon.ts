import { AppError } from '@readiness/service';
import type { TCoupon } from '@readiness/contracts/billing';
import type { DbClient } from '../db.ts';
import { auditRepository } from '../repositories/audit.repository.ts';
import { couponRepository } from '../repositories/coupon.repository.ts';
import type { RequestMeta } from './context.ts';
import { toCouponView } from './coupon-view.ts';

/** Disables a coupon: it can no longer be redeemed; redemptions made stand. Audited. */
export async function disableCoupon(db: DbClient, code: string, meta: RequestMeta): Promise<TCoupon> {
  const existing = await couponRepository.find(db, code.toUpperCase());
  if (!existing) throw new AppError('NOT_FOUND', `No coupon ${code}`);
  const coupon = existing.disabledAt
    ? existing
    : await couponRepository.disable(db, existing.code, new Date());
  if (!coupon) throw new AppError('NOT_FOUND', `No coupon ${code}`);
  if (!existing.disabledAt)
    await auditRepository.record(db, {
      action: 'coupon.disabled',
      actorId: meta.actorId,
      couponCode: coupon.code,
      requestId: meta.requestId,
    });
  return toCouponView(coupon);
}
