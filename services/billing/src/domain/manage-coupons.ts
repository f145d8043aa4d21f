import { AppError } from '@readiness/service';
import type { TCoupon, TCouponList, TCreateCouponRequest } from '@readiness/contracts/billing';
import type { Db, DbClient, DbTransaction } from '../db.ts';
import { auditRepository } from '../repositories/audit.repository.ts';
import { couponRepository, type CouponRow } from '../repositories/coupon.repository.ts';
import type { RequestMeta } from './context.ts';
import { describeCoupon } from './check-coupon.ts';
import { recordAdminAudit } from './record-admin-audit.ts';

/** Runs `work` in a transaction of its own, or in the caller's. */
const inTransaction = <T>(db: DbClient, work: (tx: DbTransaction) => Promise<T>): Promise<T> =>
  '$transaction' in db ? (db as Db).$transaction(work) : work(db);

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

/** A date alone means until the end of that day (UTC). */
export function expiryOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

/** Admins (API or the ops command) create a staff coupon; audited. */
export async function createCoupon(
  db: DbClient,
  input: Omit<TCreateCouponRequest, 'percent'> & { code: string; percent: number },
  meta: RequestMeta,
): Promise<TCoupon> {
  const expiresAt = expiryOf(input.expiresAt);
  if (expiresAt && expiresAt <= new Date())
    throw new AppError('VALIDATION_FAILED', 'expiresAt is in the past');
  // The coupon, its audit row and its audit event together, or none of them.
  const coupon = await inTransaction(db, async (tx) => {
    const created = await couponRepository.create(tx, {
      code: input.code,
      percent: input.percent,
      description: input.description ?? '',
      maxUses: input.maxUses ?? null,
      expiresAt,
      createdBy: meta.actorId,
    });
    const details = {
      percent: created.percent,
      maxUses: created.maxUses,
      expiresAt: created.expiresAt?.toISOString() ?? null,
    };
    await auditRepository.record(tx, {
      action: 'coupon.created',
      actorId: meta.actorId,
      couponCode: created.code,
      requestId: meta.requestId,
      details,
    });
    await recordAdminAudit(tx, meta, {
      action: 'coupon.created',
      targetType: 'coupon',
      targetRef: created.code,
      targetLabel: created.description || created.code,
      changes: Object.fromEntries(
        Object.entries(details).map(([key, value]) => [key, { before: null, after: value }]),
      ),
      details: {},
    });
    return created;
  });
  return toCouponView(coupon);
}

export async function listCoupons(db: DbClient): Promise<TCouponList> {
  return { coupons: (await couponRepository.list(db)).map(toCouponView) };
}

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
