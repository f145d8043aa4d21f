import { AppError } from '@readiness/service';
import type { TCoupon, TCreateCouponRequest } from '@readiness/contracts/billing';
import type { Db, DbClient, DbTransaction } from '../db.ts';
import { auditRepository } from '../repositories/audit.repository.ts';
import { couponRepository } from '../repositories/coupon.repository.ts';
import type { RequestMeta } from './context.ts';
import { toCouponView } from './coupon-view.ts';
import { recordAdminAudit } from './record-admin-audit.ts';

/** Runs `work` in a transaction of its own, or in the caller's. */
const inTransaction = <T>(db: DbClient, work: (tx: DbTransaction) => Promise<T>): Promise<T> =>
  '$transaction' in db ? (db as Db).$transaction(work) : work(db);

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
