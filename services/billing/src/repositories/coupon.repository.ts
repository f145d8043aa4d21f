import { randomUUID } from 'node:crypto';
import { AppError } from '@readiness/service';
import type { DbClient, DbTransaction } from '../db.ts';
import { Prisma, type Coupon } from '../generated/prisma/client.ts';

export type CouponRow = Coupon;

export interface NewCoupon {
  code: string;
  percent: number;
  description: string;
  maxUses: number | null;
  expiresAt: Date | null;
  createdBy: string | null;
}

export const couponRepository = {
  find(db: DbClient, code: string): Promise<CouponRow | null> {
    return db.coupon.findUnique({ where: { code } });
  },

  list(db: DbClient): Promise<CouponRow[]> {
    return db.coupon.findMany({ orderBy: [{ createdAt: 'desc' }, { code: 'asc' }] });
  },

  async create(db: DbClient, coupon: NewCoupon): Promise<CouponRow> {
    try {
      return await db.coupon.create({ data: coupon });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        throw new AppError('COUPON_EXISTS', `A coupon with the code ${coupon.code} exists`);
      throw error;
    }
  },

  disable(db: DbClient, code: string, at: Date): Promise<CouponRow | null> {
    return db.coupon.update({ where: { code }, data: { disabledAt: at } }).catch((error: unknown) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
      throw error;
    });
  },

  hasRedeemed(db: DbClient, code: string, userId: string): Promise<boolean> {
    return db.couponRedemption.count({ where: { couponCode: code, userId } }).then((count) => count > 0);
  },

  /** Records this user's one use of the code: false when they already used it. */
  async recordRedemption(
    tx: DbTransaction,
    code: string,
    userId: string,
    purchaseId: string,
  ): Promise<boolean> {
    const inserted = await tx.$executeRaw`
      INSERT INTO coupon_redemptions (id, coupon_code, user_id, purchase_id)
      VALUES (${randomUUID()}::uuid, ${code}, ${userId}::uuid, ${purchaseId}::uuid)
      ON CONFLICT (coupon_code, user_id) DO NOTHING`;
    return inserted === 1;
  },

  /**
   * Takes one use of the code if it is still usable at `now`: one conditional UPDATE, so of many transactions
   * racing for the last use exactly one gets the row (the others wait on its lock, then see `uses = max_uses`).
   */
  async takeUse(tx: DbTransaction, code: string, now: Date): Promise<boolean> {
    const updated = await tx.$executeRaw`
      UPDATE coupons SET uses = uses + 1
       WHERE code = ${code}
         AND disabled_at IS NULL
         AND (expires_at IS NULL OR expires_at > ${now})
         AND (max_uses IS NULL OR uses < max_uses)`;
    return updated === 1;
  },

  /** Counts a use the price was already agreed for (a paid checkout with the coupon), whatever is left. */
  async countUse(tx: DbTransaction, code: string): Promise<void> {
    await tx.$executeRaw`UPDATE coupons SET uses = uses + 1 WHERE code = ${code}`;
  },
};
